import { formatReviewDate, wasEdited } from './reviewDate';

it('dates a review by the day in India', () => {
  expect(formatReviewDate('2025-03-14T04:30:00.000Z')).toBe('14 March 2025');
  expect(formatReviewDate('2025-03-14T19:00:00.000Z')).toBe('15 March 2025');
  expect(formatReviewDate('not a date')).toBe('');
});

it('calls a review edited only when it changed on a later day', () => {
  expect(wasEdited('2025-03-14T04:30:00.000Z', '2025-03-14T09:00:00.000Z')).toBe(false);
  expect(wasEdited('2025-03-14T04:30:00.000Z', '2025-04-02T09:00:00.000Z')).toBe(true);
});
