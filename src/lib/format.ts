import { formatRupees as formatRupeesFromPaise, formatWholeRupees } from '@contract/billing/money';

/**
 * The SPA's one way of writing money (the contract's, shared with the server's mails and
 * messages). A lint rule (eslint.config.mjs, "money is written by the formatter") keeps every
 * other file from writing 'Rs.' or '₹' before an amount itself.
 */

/** Whole rupees (prices, order totals): 1499 → 'Rs. 1,499' (Indian grouping: 'Rs. 1,00,000'). */
export const formatRupees = (amount: number): string => formatWholeRupees(amount);

/** Paise (GST, payments, refunds): 52154 → 'Rs. 521.54'; a whole amount drops its paise. */
export { formatRupeesFromPaise };

/** 'YYYY-MM-DD' (or any ISO date) → 'DD-MM-YYYY', zero-padded; '' when there is no valid date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return '';
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}
