const rupeeNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Prices are whole rupees: 1499 → 'Rs. 1,499' (Indian digit grouping: 'Rs. 1,00,000'). */
export const formatRupees = (amount: number): string => `Rs. ${rupeeNumber.format(amount)}`;

/** 'YYYY-MM-DD' (or any ISO date) → 'DD-MM-YYYY', zero-padded; '' when there is no valid date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return '';
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}
