import { amountInWords, indianNumberInWords } from '../../src/services/billing/amountInWords';

describe('amounts in words', () => {
  it.each([
    [127212, 'Rupees One Thousand Two Hundred Seventy-Two and Paise Twelve Only'],
    [49900, 'Rupees Four Hundred Ninety-Nine Only'],
    [7612, 'Rupees Seventy-Six and Paise Twelve Only'],
    [5, 'Rupees Zero and Paise Five Only'],
    [0, 'Rupees Zero Only'],
  ])('%i paise reads "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([
    [100_000, 'One Lakh'],
    [250_050, 'Two Lakh Fifty Thousand Fifty'],
    [1_00_00_000, 'One Crore'],
    [12_34_56_789, 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'],
    [1_00_00_00_000, 'One Hundred Crore'],
    [12_345_00_00_000, 'Twelve Thousand Three Hundred Forty-Five Crore'],
    [10, 'Ten'],
    [19, 'Nineteen'],
    [90, 'Ninety'],
    [101, 'One Hundred One'],
  ])('%i is %s', (value, words) => {
    expect(indianNumberInWords(value)).toBe(words);
  });

  it('refuses negative and fractional amounts', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
