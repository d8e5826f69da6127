import fs from 'node:fs';

// Spelling against an en-GB dictionary. The checker is an adapter: here a British English word
// list (Debian's `wbritish`, /usr/share/dict/british-english: every inflected form, one a line),
// used when the server has it; a Hunspell checker (nspell with dictionary-en-gb) can take its place.

export interface SpellChecker {
  readonly source: string;
  /** Whether a word (letters, apostrophes, hyphens) is spelt as the dictionary has it. */
  isKnown(word: string): boolean;
}

export const BRITISH_WORD_LIST = '/usr/share/dict/british-english';

/** American -ize/-yze spellings are accepted in IELTS when the British -ise/-yse form is known. */
const ALTERNATIVES: [RegExp, string][] = [
  [/iz(e|es|ed|ing|ation|ations|er|ers)$/u, 'is$1'],
  [/yz(e|es|ed|ing|er|ers)$/u, 'ys$1'],
];

/** A checker over a set of words as the list writes them (proper nouns capitalised). */
export function wordSetChecker(known: ReadonlySet<string>, source: string): SpellChecker {
  const has = (word: string) => known.has(word) || known.has(word.toLowerCase());
  const single = (word: string): boolean => {
    const plain = word.replace(/^'+|'+$/gu, '');
    if (plain === '' || has(plain)) return true;
    const stem = plain.replace(/'s$/iu, '');
    if (stem !== plain && has(stem)) return true;
    return ALTERNATIVES.some(
      ([pattern, replacement]) => pattern.test(plain) && has(plain.replace(pattern, replacement)),
    );
  };
  return {
    source,
    isKnown: (word) => word.split('-').every((part) => part === '' || single(part)),
  };
}

/** The word list checker, or null when the file is not on this server. */
export function loadWordListChecker(file = BRITISH_WORD_LIST): SpellChecker | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const known = new Set(text.split('\n').filter((line) => line.length > 0));
  return wordSetChecker(known, 'the en-GB word list (wbritish)');
}

export interface SpellingResult {
  checked: number;
  /** Words not in the dictionary, each once, as first written. */
  unknown: string[];
}

/**
 * The words of a text not in the dictionary. A capitalised word inside a sentence is taken as a
 * name and left alone, as are numbers, single letters and words in capitals (acronyms).
 */
export function misspellings(checker: SpellChecker, text: string): SpellingResult {
  const unknown = new Map<string, string>();
  let checked = 0;
  const tokens = text.replace(/\u2019/gu, "'").matchAll(/[\p{L}'-]+/gu);
  let sentenceStart = true;
  let last = 0;
  for (const match of tokens) {
    const word = match[0];
    const before = text.slice(last, match.index);
    if (/[.!?]\s*$/u.test(before) || /\n/u.test(before)) sentenceStart = true;
    last = (match.index ?? 0) + word.length;
    const capitalised = /^\p{Lu}/u.test(word);
    const skip =
      word.replace(/[-']/gu, '').length < 2 ||
      /^\p{Lu}+$/u.test(word) ||
      (capitalised && !sentenceStart);
    sentenceStart = false;
    if (skip) continue;
    checked += 1;
    if (!checker.isKnown(word)) {
      const key = word.toLowerCase();
      if (!unknown.has(key)) unknown.set(key, word);
    }
  }
  return { checked, unknown: [...unknown.values()] };
}
