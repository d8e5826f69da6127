import { formatAverage, ratingLabel, reviewCount } from './rating';

it('says an average with one decimal, and counts reviews in words', () => {
  expect(formatAverage(4.6)).toBe('4.6');
  expect(formatAverage(4)).toBe('4.0');
  expect(formatAverage(4.25)).toBe('4.3');
  expect(ratingLabel(4.57)).toBe('Rated 4.6 out of 5');
  expect(ratingLabel(4)).toBe('Rated 4 out of 5');
  expect(reviewCount(1)).toBe('1 review');
  expect(reviewCount(0)).toBe('0 reviews');
  expect(reviewCount(23)).toBe('23 reviews');
});
