import { formatDate, formatRupees } from './format';

describe('formatRupees', () => {
  it.each([
    [499, 'Rs. 499'],
    [1499, 'Rs. 1,499'],
    [100000, 'Rs. 1,00,000'],
    [12345678, 'Rs. 1,23,45,678'],
    [1499.6, 'Rs. 1,500'],
    [0, 'Rs. 0'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it("groups digits exactly as Intl's en-IN format does", () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    for (const amount of [7, 42, 999, 1000, 54321, 999999, 1000000, 98765432, 1234567890]) {
      expect(formatRupees(amount)).toBe(`Rs. ${intl.format(amount)}`);
    }
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
