import { formatLongDate } from '@contract/longDate';

/** India keeps UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** An instant as India's clock shows it: "17:42 IST, 27 November 2026". */
export function formatIndiaTime(instant: Date): string {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())} IST, ${formatLongDate(instant)}`;
}
