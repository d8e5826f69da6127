import { formatClock } from './formatClock';

describe('formatClock', () => {
  it('writes a moment of a video as m:ss, or h:mm:ss past an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75.9)).toBe('1:15');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});
