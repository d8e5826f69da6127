import {
  formatDocumentRupees,
  formatPaise,
  formatRupees,
  formatWholeRupees,
  groupIndian,
} from '@contract/billing';

describe('rupee amounts', () => {
  it.each([
    [0, 'Rs. 0'],
    [5, 'Rs. 0.05'],
    [7612, 'Rs. 76.12'],
    [127212, 'Rs. 1,272.12'],
    [341900, 'Rs. 3,419'],
    [12345678, 'Rs. 1,23,456.78'],
    [123456789012, 'Rs. 1,23,45,67,890.12'],
    [-7612, '-Rs. 76.12'],
  ])('%i paise is written %s for a person', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it('writes whole rupees the same way', () => {
    expect(formatWholeRupees(3419)).toBe('Rs. 3,419');
    expect(formatWholeRupees(500_000)).toBe('Rs. 5,00,000');
  });

  it.each([
    [0, '₹0.00'],
    [341900, '₹3,419.00'],
    [12345678, '₹1,23,456.78'],
    [-7612, '-₹76.12'],
  ])('%i paise is printed %s on a tax document', (paise, text) => {
    expect(formatDocumentRupees(paise)).toBe(text);
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
