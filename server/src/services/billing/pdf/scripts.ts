/** The Indian scripts the documents print, each in its own font (fonts.ts). */
export type IndianScript =
  | 'devanagari'
  | 'bengali'
  | 'gurmukhi'
  | 'gujarati'
  | 'oriya'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam';

/** Unicode blocks of each script (Bengali's block also writes Assamese, Devanagari's Marathi). */
const BLOCKS: readonly [from: number, to: number, script: IndianScript][] = [
  [0x0900, 0x097f, 'devanagari'],
  [0x0980, 0x09ff, 'bengali'],
  [0x0a00, 0x0a7f, 'gurmukhi'],
  [0x0a80, 0x0aff, 'gujarati'],
  [0x0b00, 0x0b7f, 'oriya'],
  [0x0b80, 0x0bff, 'tamil'],
  [0x0c00, 0x0c7f, 'telugu'],
  [0x0c80, 0x0cff, 'kannada'],
  [0x0d00, 0x0d7f, 'malayalam'],
  [0x1cd0, 0x1cff, 'devanagari'], // Vedic extensions
  [0xa8e0, 0xa8ff, 'devanagari'], // Devanagari extended
];

const DANDA = 0x0964;
const DOUBLE_DANDA = 0x0965;

/**
 * Characters that belong to whichever script surrounds them: spaces, the zero-width joiner and
 * non-joiner (they steer the shaping of the run they sit in), and the dandas every script of
 * India ends its sentences with (coded in Devanagari's block).
 */
const isShared = (codePoint: number): boolean =>
  codePoint === 0x200c ||
  codePoint === 0x200d ||
  codePoint === DANDA ||
  codePoint === DOUBLE_DANDA ||
  /\s/.test(String.fromCodePoint(codePoint));

function scriptOf(codePoint: number): IndianScript | undefined {
  for (const [from, to, script] of BLOCKS) if (codePoint >= from && codePoint <= to) return script;
  return undefined;
}

export const hasIndianScript = (text: string): boolean =>
  Array.from(text).some((char) => scriptOf(char.codePointAt(0)!) !== undefined);

/** A stretch of text in one script; `script` undefined: the main font's (Latin, digits, ₹ …). */
export interface ScriptRun {
  text: string;
  script: IndianScript | undefined;
}

/**
 * The text cut where its script changes, in order. A shared character joins the run before it (or,
 * at the start, the one after it); a danda next to no Indian script is Devanagari's, as the main
 * font has none.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const chars = Array.from(text);
  const scripts: (IndianScript | undefined | 'shared')[] = chars.map((char) => {
    const codePoint = char.codePointAt(0)!;
    return isShared(codePoint) ? 'shared' : scriptOf(codePoint);
  });
  let previous: IndianScript | undefined | 'shared' = 'shared';
  for (let index = 0; index < chars.length; index += 1) {
    if (scripts[index] !== 'shared') previous = scripts[index];
    else if (previous !== 'shared') scripts[index] = previous;
  }
  let next: IndianScript | undefined | 'shared' = undefined;
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (scripts[index] !== 'shared') next = scripts[index];
    else scripts[index] = next;
  }
  const runs: ScriptRun[] = [];
  chars.forEach((char, index) => {
    const codePoint = char.codePointAt(0)!;
    let script = scripts[index] as IndianScript | undefined;
    if (script === undefined && (codePoint === DANDA || codePoint === DOUBLE_DANDA))
      script = 'devanagari';
    const last = runs.at(-1);
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  });
  return runs;
}
