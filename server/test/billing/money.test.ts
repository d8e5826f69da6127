import { formatPaise, formatRupees, groupIndian } from '@contract/billing';

describe('rupee amounts', () => {
  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [7612, '₹76.12'],
    [127212, '₹1,272.12'],
    [12345678, '₹1,23,456.78'],
    [123456789012, '₹1,23,45,67,890.12'],
    [-7612, '-₹76.12'],
  ])('%i paise is %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it('groups digits in thousands, then lakhs and crores', () => {
    expect(groupIndian('999')).toBe('999');
    expect(groupIndian('1000')).toBe('1,000');
    expect(groupIndian('100000')).toBe('1,00,000');
    expect(groupIndian('10000000')).toBe('1,00,00,000');
  });

  it('refuses fractions of a paisa', () => {
    expect(() => formatPaise(1.5)).toThrow(RangeError);
  });
});
