import { REVIEW_TEXT_MAX_LENGTH } from '../constants';
import { RATING_REQUIRED, REVIEW_TOO_LONG } from '../messages/reviews';
import { compact, type FieldErrors } from './rules';

/**
 * Control characters (line breaks excepted) and the invisible marks that reorder text on screen:
 * nothing a learner means to type, and the second can make a review read differently from what is
 * stored.
 */
const UNWANTED =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A review's text as it is stored and shown: plain text, line breaks kept (at most one blank line
 * in a row), tabs as spaces, unwanted characters removed, no space around it.
 */
export function cleanReviewText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(UNWANTED, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const isValidRating = (rating: unknown): rating is number =>
  typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5;

export interface ReviewValues {
  rating: number;
  text: string;
}
export type ReviewField = keyof ReviewValues;

/** The review form and PUT /api/courses/:course/reviews/mine check the same rules. */
export function validateReview(values: ReviewValues): FieldErrors<ReviewField> {
  return compact({
    rating: isValidRating(values.rating) ? undefined : RATING_REQUIRED,
    text:
      cleanReviewText(values.text).length > REVIEW_TEXT_MAX_LENGTH ? REVIEW_TOO_LONG : undefined,
  });
}
