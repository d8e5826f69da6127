import { formatLongDate } from '@contract/longDate';

/** '14 March 2025': the day a review was written, in India. */
export const formatReviewDate = (isoDateTime: string): string => formatLongDate(isoDateTime);

/** Edited after the day it was first written (a typo fixed within minutes is not worth a note). */
export const wasEdited = (createdAt: string, updatedAt: string): boolean =>
  formatReviewDate(createdAt) !== formatReviewDate(updatedAt);
