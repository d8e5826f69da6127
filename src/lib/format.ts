/**
 * Indian digit grouping (1,00,000) by hand: creating Intl's en-IN number format loads locale data
 * that costs tens of milliseconds on a phone, on the way to every page with a price.
 */
function groupIndian(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}${rest ? `${rest},` : ''}${lastThree}`;
}

/** Prices are whole rupees: 1499 → 'Rs. 1,499' (Indian digit grouping: 'Rs. 1,00,000'). */
export const formatRupees = (amount: number): string => `Rs. ${groupIndian(amount)}`;

/** 'YYYY-MM-DD' (or any ISO date) → 'DD-MM-YYYY', zero-padded; '' when there is no valid date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return '';
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}
