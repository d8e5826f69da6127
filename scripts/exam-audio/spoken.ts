// What flite should say for a transcript line. The transcript keeps the written form candidates
// read (£12.50, 10.30, the 1990s); flite's own text rules would say "twelve point five zero", so
// those forms are respelled for the voice only.

const DECADES = [
  'hundreds',
  'tens',
  'twenties',
  'thirties',
  'forties',
  'fifties',
  'sixties',
  'seventies',
  'eighties',
  'nineties',
];

/** Minutes as people say them: "10.05" is "ten oh five", "4.30" is "four thirty". */
const minutes = (mm: string): string =>
  mm === '00' ? "o'clock" : mm.startsWith('0') ? `oh ${mm[1]}` : mm;

/** An amount written in lakhs (12,40,500) as said: "12 lakh 40,500". */
function lakhs(lakh: string, thousand: string, rest: string): string {
  const below = Number(`${thousand}${rest}`);
  return below === 0 ? `${lakh} lakh` : `${lakh} lakh ${below.toLocaleString('en-GB')}`;
}

const RULES: [RegExp, (...groups: string[]) => string][] = [
  [/\bIELTS\b/g, () => 'eye-elts'],
  [/£(\d[\d,]*)\.(\d\d)\b/g, (_, pounds, pence) => `${pounds} pounds ${pence}`],
  [/£(\d[\d,]*)/g, (_, pounds) => `${pounds} ${pounds === '1' ? 'pound' : 'pounds'}`],
  [/\$(\d[\d,]*)/g, (_, dollars) => `${dollars} dollars`],
  // Rupees: ₹9,500 and Rs. 9,500 are "9,500 rupees"; ₹4.8 lakh is "4.8 lakh rupees". An amount
  // grouped the Indian way (1,20,000) is said in lakhs, as Indian speakers say it.
  [
    /(?:₹|\bRs\.? ?)(\d[\d,]*(?:\.\d+)?)( lakh| crore)?/g,
    (_, amount, unit = '') => `${amount}${unit} ${amount === '1' && !unit ? 'rupee' : 'rupees'}`,
  ],
  [/\b(\d{1,2}),(\d\d),(\d{3})\b/g, (_, lakh, thousand, rest) => lakhs(lakh, thousand, rest)],
  // Times: "10:30" anywhere; "9.15" after a word that introduces a time (else it is a decimal).
  [/(?<![\d.,])(\d{1,2}):([0-5]\d)(?![\d.,]\d)/g, (_, hh, mm) => `${hh} ${minutes(mm)}`],
  [
    /\b(at|from|until|till|to|by|before|after|around|about|and|or|between) (\d{1,2})\.([0-5]\d)(?![\d.,]\d)/gi,
    (_, word, hh, mm) => `${word} ${hh} ${minutes(mm)}`,
  ],
  [/\b(\d\d)(\d)0s\b/g, (_, century, tens) => `${century} ${DECADES[Number(tens)]}`],
  [/(\d)\s?km\b/g, (_, n) => `${n} kilometres`],
  [/(\d)\s?m²/g, (_, n) => `${n} square metres`],
  [/(\d)\s?°C\b/g, (_, n) => `${n} degrees Celsius`],
  [/\bMs\b/g, () => 'Miz'],
  [/\bCO2\b/g, () => 'C O 2'],
  // Initialisms flite would read as a word ("UPI" as "oopee"): letter by letter.
  [/\b(API|UPI|OTT|MCA|ID|IT|CMS|EMI|KYC|CRM|HOD|QA)\b/g, (letters) => letters.split('').join(' ')],
  [/[‘’]/g, () => "'"],
  [/[“”]/g, () => ''],
  [/[–—]/g, () => ', '],
];

export const spoken = (text: string): string =>
  RULES.reduce((out, [pattern, replace]) => out.replace(pattern, replace), text);

export interface SpokenPiece {
  text: string;
  /** Silence after the piece, in seconds. */
  gapAfter: number;
}

/** A name spelt out (H-A-V-E-R-L-E-Y) or a phone number in groups (07781 596034). */
const DICTATED = /\b(?:[A-Z]-){2,}[A-Z]\b|\b\d{4,}(?: \d{3,})+\b/g;
const LETTER_GAP = 0.15;
const DIGIT_GROUP_GAP = 0.35;
const AROUND_DICTATION = 0.2;

/**
 * The line in pieces flite says one at a time: flite runs spelt letters together and ignores
 * commas between them, so each letter of a spelt name, and each group of a phone number, is said on
 * its own with a short gap, as a person dictating would.
 */
export function spokenPieces(text: string): SpokenPiece[] {
  const pieces: SpokenPiece[] = [];
  const said = spoken(text);
  let last = 0;
  for (const match of said.matchAll(DICTATED)) {
    const before = said.slice(last, match.index).trim();
    if (before) pieces.push({ text: before, gapAfter: AROUND_DICTATION });
    const spelt = match[0].includes('-');
    // A group of digits on its own would be read as one large number: said digit by digit.
    const parts = spelt
      ? match[0].split('-')
      : match[0].split(' ').map((group) => group.split('').join(' '));
    parts.forEach((part, i) =>
      pieces.push({
        text: part,
        gapAfter: i === parts.length - 1 ? AROUND_DICTATION : spelt ? LETTER_GAP : DIGIT_GROUP_GAP,
      }),
    );
    last = match.index + match[0].length;
  }
  const rest = said.slice(last).trim();
  if (rest && /[\p{L}\p{N}]/u.test(rest)) pieces.push({ text: rest, gapAfter: 0 });
  if (pieces.length > 0) pieces[pieces.length - 1].gapAfter = 0;
  return pieces;
}
