import { words } from '@contract/exams/typedAnswers';

// Measures of a written (or transcribed) text that help an evaluator: sentences and their length,
// lexical variety (MTLD) and linking words. Pure functions over the text.

/** The text's sentences: split after . ! ? (and line breaks), keeping those with a word in them. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => words(sentence).length > 0);
}

export interface SentenceLengths {
  count: number;
  mean: number;
  longest: number;
}

export function sentenceLengths(text: string): SentenceLengths {
  const lengths = sentences(text).map((sentence) => words(sentence).length);
  if (lengths.length === 0) return { count: 0, mean: 0, longest: 0 };
  return {
    count: lengths.length,
    mean: lengths.reduce((sum, length) => sum + length, 0) / lengths.length,
    longest: Math.max(...lengths),
  };
}

/** Lower-cased word forms, letters and apostrophes only (numbers left out). */
export const wordForms = (text: string): string[] =>
  words(text)
    .map((word) => word.toLowerCase().replace(/[\u2019]/gu, "'"))
    .filter((word) => /\p{L}/u.test(word));

const MTLD_THRESHOLD = 0.72;

function mtldPass(tokens: readonly string[]): number {
  let factors = 0;
  let types = new Set<string>();
  let count = 0;
  for (const token of tokens) {
    types.add(token);
    count += 1;
    if (types.size / count <= MTLD_THRESHOLD) {
      factors += 1;
      types = new Set();
      count = 0;
    }
  }
  if (count > 0) factors += (1 - types.size / count) / (1 - MTLD_THRESHOLD);
  return factors === 0 ? tokens.length : tokens.length / factors;
}

/**
 * MTLD (McCarthy and Jarvis's measure of textual lexical diversity): the mean length of stretches
 * of text whose type-token ratio stays above 0.72, forwards and backwards. Unlike a plain type-token
 * ratio it does not fall as a text gets longer. Null for texts too short to measure (under 50 words).
 */
export function mtld(tokens: readonly string[]): number | null {
  if (tokens.length < 50) return null;
  return (mtldPass(tokens) + mtldPass([...tokens].reverse())) / 2;
}

/** Linking words and phrases that mark how ideas relate (contrast, cause, addition, sequence…). */
export const LINKERS = [
  'however',
  'therefore',
  'moreover',
  'furthermore',
  'in addition',
  'additionally',
  'although',
  'even though',
  'whereas',
  'while',
  'nevertheless',
  'nonetheless',
  'consequently',
  'as a result',
  'because',
  'since',
  'thus',
  'hence',
  'in contrast',
  'on the other hand',
  'for example',
  'for instance',
  'such as',
  'firstly',
  'secondly',
  'finally',
  'in conclusion',
  'to sum up',
  'overall',
  'similarly',
  'likewise',
  'despite',
  'in spite of',
  'meanwhile',
  'otherwise',
  'instead',
  'in fact',
  'as well as',
  'not only',
  'unless',
] as const;

/** Each linker found (as a whole word or phrase) and how often. */
export function linkingWords(text: string): Map<string, number> {
  const normalised = ` ${wordForms(text).join(' ')} `;
  const found = new Map<string, number>();
  for (const linker of LINKERS) {
    const count = normalised.split(` ${linker} `).length - 1;
    if (count > 0) found.set(linker, count);
  }
  return found;
}
