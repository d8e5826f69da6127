// Typed answers (gap fill, completion, short answer) and essays: how words are counted and how an
// answer is matched against the form's accepted variants. The exam room counts words with the same
// function the server marks with, so the candidate sees the count that will be used.

/** Words as candidates and markers count them: separated by spaces; a hyphenated word is one. */
export function words(text: string): string[] {
  return text
    .normalize('NFKC')
    .split(/\s+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%]+$/gu, ''))
    .filter((word) => word.length > 0);
}

export const wordCount = (text: string): number => words(text).length;

/** A number as an answer: digits, with separators (1,500; 3.5; 10:30; 1/2) or a trailing %. */
const isNumberToken = (word: string): boolean => /^\d[\d,./:]*%?$/u.test(word);

export interface WordLimit {
  maxWords: number;
  allowNumber: boolean;
}

/**
 * Within "NO MORE THAN maxWords WORDS (AND/OR A NUMBER)": at most `maxWords` words, plus one number
 * when the limit allows it (without that allowance a number counts as a word). An answer over the
 * limit is marked wrong, as in IELTS.
 */
export function withinWordLimit(text: string, limit: WordLimit): boolean {
  const tokens = words(text);
  if (!limit.allowNumber) return tokens.length <= limit.maxWords;
  if (tokens.length <= limit.maxWords) return true;
  const numbers = tokens.filter(isNumberToken).length;
  return numbers === 1 && tokens.length - 1 <= limit.maxWords;
}

/**
 * The comparable form of a typed answer: case, surrounding punctuation, curly quotes and repeated
 * spaces do not matter; spelling does (each accepted spelling is listed in the key).
 */
export function normaliseTyped(text: string): string {
  return words(text.replace(/[\u2018\u2019]/gu, "'"))
    .join(' ')
    .toLowerCase();
}

/**
 * The spellings an accepted entry stands for: words in parentheses are optional, so
 * "(the) city library" accepts "city library" and "the city library".
 */
export function expandAccepted(entry: string): string[] {
  const match = /\(([^()]+)\)/u.exec(entry);
  if (!match) return [normaliseTyped(entry)];
  const before = entry.slice(0, match.index);
  const after = entry.slice(match.index + match[0].length);
  return [
    ...expandAccepted(`${before}${match[1]}${after}`),
    ...expandAccepted(`${before}${after}`),
  ].filter((variant, index, all) => variant.length > 0 && all.indexOf(variant) === index);
}

/** Whether a typed answer is right: within the word limit and one of the accepted variants. */
export function isAcceptedTyped(
  accepted: readonly string[],
  answer: string,
  limit: WordLimit | undefined,
): boolean {
  if (limit && !withinWordLimit(answer, limit)) return false;
  const given = normaliseTyped(answer);
  if (given.length === 0) return false;
  return accepted.some((entry) => expandAccepted(entry).includes(given));
}
