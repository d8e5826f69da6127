import { formatLongDate, MONTHS } from '@contract/longDate';

// Times as India's clock shows them, whatever the browser's zone: evaluators and the server's
// messages ("until 14:35 IST") read the same clock. By hand rather than with Intl, like the dates.

/** India keeps UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const two = (value: number) => String(value).padStart(2, '0');
const shifted = (instant: string | Date) => new Date(new Date(instant).getTime() + IST_OFFSET_MS);

/** "14:35" in India ('' for a value that is not a time). */
export function formatIndiaClock(instant: string | Date): string {
  const time = shifted(instant);
  if (Number.isNaN(time.getTime())) return '';
  return `${two(time.getUTCHours())}:${two(time.getUTCMinutes())}`;
}

/** "28 Nov, 14:35" in India: a due time in a list. */
export function formatIndiaShort(instant: string | Date): string {
  const time = shifted(instant);
  if (Number.isNaN(time.getTime())) return '';
  return `${time.getUTCDate()} ${MONTHS[time.getUTCMonth()]!.slice(0, 3)}, ${formatIndiaClock(instant)}`;
}

/** "14:35 IST, 27 November 2026", as the server writes a moment in its messages. */
export const formatIndiaTime = (instant: string | Date): string =>
  `${formatIndiaClock(instant)} IST, ${formatLongDate(instant)}`;
