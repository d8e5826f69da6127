import { formatLessonDuration, formatTotalDuration, formatUpdated } from './courseFacts';

describe('course facts', () => {
  it('writes a course length in hours and minutes', () => {
    expect(formatTotalDuration(45 * 60)).toBe('45 min');
    expect(formatTotalDuration(2 * 3600)).toBe('2 h');
    expect(formatTotalDuration(3 * 3600 + 20 * 60 + 10)).toBe('3 h 20 min');
  });

  it('writes a lesson length as a player does', () => {
    expect(formatLessonDuration(245)).toBe('4:05');
    expect(formatLessonDuration(3750)).toBe('1:02:30');
  });

  it('names the month a course last changed', () => {
    expect(formatUpdated('2026-10-05T10:00:00.000Z')).toBe('October 2026');
    expect(formatUpdated('not a date')).toBe('');
  });
});
