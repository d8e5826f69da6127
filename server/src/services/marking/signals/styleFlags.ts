import { sentences } from './textMeasures';

// Grammar and style flags an evaluator may want to look at: a small set of rules written for
// learners' writing, each precise enough that a flag is usually right. They point, they never
// mark. The adapter (`StyleChecker`) lets a kept library (write-good, `writeGoodStyle.ts`) add to
// them without changing the signals; each flag names the checker that raised it.

export interface StyleFlag {
  /** The rule, e.g. 'article', 'agreement'. */
  rule: string;
  label: string;
  /** The words flagged, as written. */
  excerpt: string;
  /** The checker that raised it (its `source`), shown beside the flag. */
  source: string;
  /**
   * Style advice rather than a likely error (a passive, a vague word): shown to the evaluator,
   * not counted against the essay's quality, since academic writing uses them on purpose.
   */
  advice?: boolean;
}

export interface StyleChecker {
  readonly source: string;
  check(text: string): StyleFlag[];
}

const VOWEL_SOUND_EXCEPTIONS = /^(uni|use|usu|eu|one|once|ur[aeiou])/i;
const SILENT_H = /^(hour|honest|honour|honor|heir)/i;

const AGREEMENT = [
  /\b(he|she|it) (have|do|are|were|go|say|make|want|need|think)\b/gi,
  /\b(I|you|we|they) (has|does|is|was|goes|says|makes|wants|needs|thinks)\b/g,
  /\bthere (?:is|was) (?:many|several|few|two|three|lots of)\b/gi,
  /\b(people|children|students|they) (is|was|has)\b/gi,
];

const CONTRACTIONS =
  /\b(don't|doesn't|didn't|can't|couldn't|won't|wouldn't|shouldn't|isn't|aren't|wasn't|weren't|it's|that's|there's|i'm|i've|they're|we're|you're|let's)\b/gi;

const INFORMAL = /\b(gonna|wanna|gotta|kids|stuff|a lot of|lots of|alot|okay|ok|nowadays)\b/gi;

const COMPARATIVES =
  /\b(more (?:better|worse|easier|bigger|smaller|cheaper)|most (?:best|worst))\b/gi;

const MODAL_OF = /\b(could|should|would|must) of\b/gi;

const BUILT_IN = 'the academy’s own rules';

function each(
  text: string,
  pattern: RegExp,
  rule: string,
  label: string,
  flags: StyleFlag[],
): void {
  for (const match of text.matchAll(pattern))
    flags.push({ rule, label, excerpt: match[0], source: BUILT_IN });
}

/** The rules this server has without any library. */
export const builtInStyleChecker: StyleChecker = {
  source: BUILT_IN,
  check(text: string): StyleFlag[] {
    const flags: StyleFlag[] = [];
    each(text, /\b(\w+)\s+\1\b/gi, 'repeated', 'Repeated word', flags);
    for (const match of text.matchAll(/\b(a|an)\s+([A-Za-z]+)/g)) {
      const [excerpt, article, next] = match as unknown as [string, string, string];
      const vowel = /^[aeiou]/i.test(next) && !VOWEL_SOUND_EXCEPTIONS.test(next);
      const soundsVowel = vowel || SILENT_H.test(next);
      if (article.toLowerCase() === 'a' && soundsVowel)
        flags.push({ rule: 'article', label: 'a / an', excerpt, source: BUILT_IN });
      if (article.toLowerCase() === 'an' && !soundsVowel && !/^[A-Z]{2,}$/.test(next))
        flags.push({ rule: 'article', label: 'a / an', excerpt, source: BUILT_IN });
    }
    for (const pattern of AGREEMENT)
      each(text, pattern, 'agreement', 'Subject and verb agreement', flags);
    each(text, MODAL_OF, 'modal-of', '"could of" for "could have"', flags);
    each(text, COMPARATIVES, 'comparative', 'Double comparative', flags);
    each(text, /(?<=\s)i(?=\s|')/g, 'capital-i', '"i" for "I"', flags);
    for (const sentence of sentences(text))
      if (/^[a-z]/.test(sentence))
        flags.push({
          rule: 'capital',
          label: 'Sentence without a capital',
          excerpt: sentence.slice(0, 30),
          source: BUILT_IN,
        });
    each(
      text,
      /[,;](?=[A-Za-z])|(?<=[a-z]{2})[.](?=[A-Z][a-z])/g,
      'spacing',
      'No space after punctuation',
      flags,
    );
    each(text, CONTRACTIONS, 'contraction', 'Contraction (informal in an essay)', flags);
    each(text, INFORMAL, 'informal', 'Informal word', flags);
    return flags;
  },
};

/** Several checkers as one: every flag of each, in the order given. */
export function combineStyleCheckers(...checkers: StyleChecker[]): StyleChecker {
  return {
    source: checkers.map((checker) => checker.source).join(' and '),
    check: (text) => checkers.flatMap((checker) => checker.check(text)),
  };
}
