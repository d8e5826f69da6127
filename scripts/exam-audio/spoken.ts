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

const RULES: [RegExp, (...groups: string[]) => string][] = [
  [/\bIELTS\b/g, () => 'eye-elts'],
  [/£(\d[\d,]*)\.(\d\d)\b/g, (_, pounds, pence) => `${pounds} pounds ${pence}`],
  [/£(\d[\d,]*)/g, (_, pounds) => `${pounds} ${pounds === '1' ? 'pound' : 'pounds'}`],
  [/\$(\d[\d,]*)/g, (_, dollars) => `${dollars} dollars`],
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
  [/[‘’]/g, () => "'"],
  [/[“”]/g, () => ''],
  [/[–—]/g, () => ', '],
];

export const spoken = (text: string): string =>
  RULES.reduce((out, [pattern, replace]) => out.replace(pattern, replace), text);
