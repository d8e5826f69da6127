/** The id of the reviews section, where the rating under the course's title leads. */
export const REVIEWS_ANCHOR = 'reviews';
