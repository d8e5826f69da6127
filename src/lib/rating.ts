// A course's rating as text: the cards, the course page and the reviews say it the same way.

/** 4.6 → '4.6'; 4 → '4.0'. */
export const formatAverage = (average: number): string => average.toFixed(1);

/** What a screen reader hears for a row of stars: 'Rated 4.6 out of 5', 'Rated 4 out of 5'. */
export const ratingLabel = (value: number): string =>
  `Rated ${Number.isInteger(value) ? value : formatAverage(value)} out of 5`;

/** '1 review', '23 reviews'. */
export const reviewCount = (count: number): string =>
  `${count} ${count === 1 ? 'review' : 'reviews'}`;
