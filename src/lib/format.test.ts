import { formatDate, formatRupees } from './format';

describe('formatRupees', () => {
  it.each([
    [499, 'Rs. 499'],
    [1499, 'Rs. 1,499'],
    [100000, 'Rs. 1,00,000'],
    [0, 'Rs. 0'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });
});

describe('formatDate', () => {
  it('shows DD-MM-YYYY with zero padding', () => {
    expect(formatDate('2001-03-07')).toBe('07-03-2001');
  });
  it('takes the date part of a timestamp', () => {
    expect(formatDate('2026-11-21T10:00:00.000Z')).toBe('21-11-2026');
  });
  it('shows nothing for a missing or malformed date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('21/11/2026')).toBe('');
  });
});
