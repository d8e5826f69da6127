const MONTHS = [
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
const IST_OFFSET_MS = 330 * 60_000;

/** '14 March 2025': the day a review was written, in India (IST has no daylight saving). */
export function formatReviewDate(isoDateTime: string): string {
  const ms = Date.parse(isoDateTime);
  if (Number.isNaN(ms)) return '';
  const date = new Date(ms + IST_OFFSET_MS);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Edited after the day it was first written (a typo fixed within minutes is not worth a note). */
export const wasEdited = (createdAt: string, updatedAt: string): boolean =>
  formatReviewDate(createdAt) !== formatReviewDate(updatedAt);
