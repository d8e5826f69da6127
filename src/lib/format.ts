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

/** A moment of a video: 75 → '1:15', 3725 → '1:02:05'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
