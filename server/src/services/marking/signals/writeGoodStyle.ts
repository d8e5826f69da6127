import writeGood from 'write-good';
import type { StyleChecker, StyleFlag } from './styleFlags';

// write-good's checks, as flags beside the academy's own rules. Pure JavaScript over the text:
// nothing leaves the server. Each check runs on its own so a flag knows its rule; where two checks
// flag the same words (write-good calls "very" both a weasel word and a weakening adverb) the
// first listed here keeps it. Left out: `illusion` (a repeated word: the built-in rules flag it),
// `tooWordy` (it flags "it is" and "In my opinion", which an IELTS essay is taught to use) and
// `eprime` (every "to be").

const SOURCE = 'write-good';

type Check = 'passive' | 'thereIs' | 'weasel' | 'so' | 'cliches' | 'adverb';

const CHECKS: ReadonlyArray<{ check: Check; label: string }> = [
  { check: 'passive', label: 'Passive voice' },
  { check: 'thereIs', label: '"There is / are" opening a sentence' },
  { check: 'weasel', label: 'Weasel word' },
  { check: 'so', label: '"So" opening a sentence' },
  { check: 'cliches', label: 'Cliché' },
  { check: 'adverb', label: 'Weakening adverb' },
];

const NONE: Record<Check | 'illusion' | 'tooWordy', false> = {
  passive: false,
  thereIs: false,
  weasel: false,
  so: false,
  cliches: false,
  adverb: false,
  illusion: false,
  tooWordy: false,
};

export const writeGoodStyleChecker: StyleChecker = {
  source: SOURCE,
  check(text: string): StyleFlag[] {
    const flagged = new Set<string>();
    const flags: StyleFlag[] = [];
    for (const { check, label } of CHECKS)
      for (const problem of writeGood(text, { ...NONE, [check]: true })) {
        const span = `${problem.index}:${problem.offset}`;
        if (flagged.has(span)) continue;
        flagged.add(span);
        flags.push({
          rule: check,
          label,
          excerpt: text.slice(problem.index, problem.index + problem.offset),
          source: SOURCE,
          advice: true,
        });
      }
    return flags;
  },
};
