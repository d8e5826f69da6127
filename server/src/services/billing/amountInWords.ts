/**
 * Amounts in words the Indian way, as invoices print them: thousand, lakh (1,00,000) and crore
 * (1,00,00,000), tens hyphenated, no "and" inside a number: 127212 paise is "Rupees One Thousand
 * Two Hundred Seventy-Two and Paise Twelve Only".
 */

const ONES = (
  'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen ' +
  'Sixteen Seventeen Eighteen Nineteen'
).split(' ');
const TENS = ' Ten Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'.split(' ');

function belowHundred(value: number): string {
  if (value < 20) return ONES[value]!;
  const ones = value % 10;
  return ones === 0
    ? TENS[Math.floor(value / 10)]!
    : `${TENS[Math.floor(value / 10)]}-${ONES[ones]}`;
}

function belowThousand(value: number): string[] {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const words = hundreds > 0 ? [ONES[hundreds]!, 'Hundred'] : [];
  return rest > 0 ? [...words, belowHundred(rest)] : words;
}

/** A positive whole number in words; above 99 crore the number of crores is itself in words. */
function numberWords(value: number): string[] {
  const crores = Math.floor(value / 10_000_000);
  const lakhs = Math.floor(value / 100_000) % 100;
  const thousands = Math.floor(value / 1000) % 100;
  const words = crores > 0 ? [...numberWords(crores), 'Crore'] : [];
  if (lakhs > 0) words.push(belowHundred(lakhs), 'Lakh');
  if (thousands > 0) words.push(belowHundred(thousands), 'Thousand');
  return [...words, ...belowThousand(value % 1000)];
}

/** A whole number in Indian words: 0 is "Zero". */
export function indianNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`Not a whole number from zero: ${value}.`);
  return value === 0 ? 'Zero' : numberWords(value).join(' ');
}

/** "Rupees … and Paise … Only"; the paise part is left out when it is zero. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`Not a whole number of paise: ${paise}.`);
  const rupees = `Rupees ${indianNumberInWords(Math.floor(paise / 100))}`;
  const rest = paise % 100;
  return rest === 0 ? `${rupees} Only` : `${rupees} and Paise ${indianNumberInWords(rest)} Only`;
}
