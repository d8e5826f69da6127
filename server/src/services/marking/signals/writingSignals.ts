import type { AutomaticSignal } from '@contract/examTypes';
import { wordCount } from '@contract/exams/typedAnswers';
import { misspellings, type SpellChecker } from './spelling';
import type { StyleChecker } from './styleFlags';
import { linkingWords, mtld, sentenceLengths, wordForms } from './textMeasures';

// One essay's automatic signals: its length against the task's limits, spelling, grammar and
// style flags, sentence length, lexical variety and linking words, each as a labelled figure with
// a sentence on what it suggests, and a quality from 0 to 1 that the section's estimate is built on.

export interface EssayToMeasure {
  questionId: string;
  /** How the essay is named in the signals, e.g. 'Task 1'. */
  name: string;
  text: string;
  minWords: number;
  maxWords: number | null;
}

export interface EssayMeasures {
  signals: AutomaticSignal[];
  /** 0 (weak) to 1 (strong) from the measures; null when nothing was written. */
  quality: number | null;
}

const clamp = (value: number, low = 0, high = 1) => Math.min(high, Math.max(low, value));
const NOT_AVAILABLE = 'Not available on this server';
const EXAMPLES = 6;

function lengthSignal(essay: EssayToMeasure, count: number): AutomaticSignal {
  const limit = essay.maxWords
    ? `${essay.minWords} to ${essay.maxWords}`
    : `at least ${essay.minWords}`;
  const note =
    count < essay.minWords
      ? `Under the ${essay.minWords} words the task asks for: a short answer cannot fully answer the task.`
      : essay.maxWords && count > essay.maxWords
        ? `Over the ${essay.maxWords} words allowed.`
        : 'Within the length the task asks for.';
  return {
    id: `${essay.questionId}.words`,
    label: `${essay.name}: words`,
    value: `${count} (${limit})`,
    note,
  };
}

function spellingSignal(
  essay: EssayToMeasure,
  checker: SpellChecker | null,
): { signal: AutomaticSignal; rate: number | null } {
  const id = `${essay.questionId}.spelling`;
  const label = `${essay.name}: spelling (en-GB)`;
  if (!checker)
    return {
      signal: { id, label, value: NOT_AVAILABLE, note: 'No en-GB dictionary is installed here.' },
      rate: null,
    };
  const result = misspellings(checker, essay.text);
  const rate = result.checked === 0 ? 0 : (100 * result.unknown.length) / result.checked;
  return {
    signal: {
      id,
      label,
      value:
        result.unknown.length === 0
          ? 'Every word found in the dictionary'
          : `${result.unknown.length} not in the dictionary: ${result.unknown.slice(0, EXAMPLES * 2).join(', ')}`,
      note: `Checked against ${checker.source}; names and American spellings may be listed too. ${rate.toFixed(1)} per 100 words.`,
    },
    rate,
  };
}

function styleSignal(essay: EssayToMeasure, checker: StyleChecker, words: number) {
  const flags = checker.check(essay.text.replace(/\u2019/gu, "'"));
  // Grouped by the checker that raised them, then by rule, each with a few of its excerpts.
  const bySource = new Map<string, Map<string, string[]>>();
  for (const flag of flags) {
    const byLabel = bySource.get(flag.source) ?? new Map<string, string[]>();
    byLabel.set(flag.label, [...(byLabel.get(flag.label) ?? []), flag.excerpt]);
    bySource.set(flag.source, byLabel);
  }
  const summary = [...bySource.entries()]
    .map(
      ([source, byLabel]) =>
        `${source}: ${[...byLabel.entries()]
          .map(
            ([label, excerpts]) =>
              `${label} (${excerpts.length}): "${excerpts.slice(0, 3).join('", "')}"`,
          )
          .slice(0, EXAMPLES)
          .join('; ')}`,
    )
    .join(' | ');
  // Advice (a passive, a vague word) is shown but is no sign of weak language.
  const errors = flags.filter((flag) => !flag.advice).length;
  const rate = words === 0 ? 0 : (100 * errors) / words;
  return {
    signal: {
      id: `${essay.questionId}.grammar`,
      label: `${essay.name}: grammar and style flags`,
      value: flags.length === 0 ? 'None found' : `${flags.length}: ${summary}`,
      note: `Found by ${checker.source}. They point at places to look; a flag may be wrong.`,
    },
    rate,
  };
}

/** The measures of one essay. `quality` weighs variety, accuracy, linking and length. */
export function measureEssay(
  essay: EssayToMeasure,
  tools: { spelling: SpellChecker | null; style: StyleChecker },
): EssayMeasures {
  const count = wordCount(essay.text);
  const signals: AutomaticSignal[] = [lengthSignal(essay, count)];
  if (count === 0) return { signals, quality: null };
  const spelling = spellingSignal(essay, tools.spelling);
  const style = styleSignal(essay, tools.style, count);
  const lengths = sentenceLengths(essay.text);
  const variety = mtld(wordForms(essay.text));
  const linkers = linkingWords(essay.text);
  const linkerUses = [...linkers.values()].reduce((sum, uses) => sum + uses, 0);
  signals.push(
    spelling.signal,
    style.signal,
    {
      id: `${essay.questionId}.sentences`,
      label: `${essay.name}: sentence length`,
      value: `${lengths.count} sentences, ${lengths.mean.toFixed(1)} words on average, longest ${lengths.longest}`,
      note:
        lengths.mean < 10
          ? 'Mostly short sentences: little sign of complex structures.'
          : lengths.longest > 45
            ? 'A very long sentence: check that it is controlled.'
            : 'A mix of lengths typical of developed writing.',
    },
    {
      id: `${essay.questionId}.variety`,
      label: `${essay.name}: lexical variety (MTLD)`,
      value: variety === null ? 'Too short to measure' : variety.toFixed(0),
      note: 'How long the text keeps using new words: under 50 suggests repetition, 80 or more a varied vocabulary.',
    },
    {
      id: `${essay.questionId}.linking`,
      label: `${essay.name}: linking words`,
      value:
        linkers.size === 0
          ? 'None found'
          : `${linkerUses} (${linkers.size} different): ${[...linkers.keys()].slice(0, EXAMPLES * 2).join(', ')}`,
      note: 'Variety matters more than number: the same linker again and again reads as mechanical.',
    },
  );
  const parts = [
    variety === null ? 0.35 : clamp((variety - 35) / 65),
    clamp(1 - style.rate / 6),
    clamp(linkers.size / 8),
    clamp((lengths.mean - 6) / 14),
  ];
  if (spelling.rate !== null) parts.push(clamp(1 - spelling.rate / 8));
  let quality = parts.reduce((sum, part) => sum + part, 0) / parts.length;
  // A short answer cannot fully answer the task, whatever its language.
  if (count < essay.minWords) quality *= clamp(count / essay.minWords, 0.3, 1);
  return { signals, quality };
}
