import { REVIEW_TEXT_MAX_LENGTH } from '../constants';

/** Writing or editing a review of a course the learner has not bought (or was refunded). */
export const REVIEW_OWNERS_ONLY = 'Only learners who bought this course can review it.';
export const RATING_REQUIRED = 'Choose a rating from 1 to 5 stars.';
/** 4000 → '4,000' (no Intl: its locale data is slow to load on a phone). */
export const REVIEW_TEXT_MAX_LENGTH_TEXT = String(REVIEW_TEXT_MAX_LENGTH).replace(
  /\B(?=(\d{3})+$)/g,
  ',',
);
export const REVIEW_TOO_LONG = `Your review can be at most ${REVIEW_TEXT_MAX_LENGTH_TEXT} characters.`;
/** Deleting a review when there is none. */
export const REVIEW_NOT_FOUND = 'You have not reviewed this course.';
export const REVIEW_PUBLISHED = 'Thank you! Your review is published.';
export const REVIEW_UPDATED = 'Your review is updated.';
export const REVIEW_DELETED = 'Your review is deleted.';
