/** The months' English names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** India keeps UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * An instant as its calendar date in India, written out: "25 November 2026". By hand rather than
 * with Intl, whose en-IN data is slow to load on a phone; '' for a value that is not a date.
 */
export function formatLongDate(instant: string | Date): string {
  const shifted = new Date(new Date(instant).getTime() + IST_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return '';
  return `${shifted.getUTCDate()} ${MONTHS[shifted.getUTCMonth()]} ${shifted.getUTCFullYear()}`;
}
