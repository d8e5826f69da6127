import type { ScoringScheme } from '@contract/exams/catalogue';
import { agreedScore, marksAgree, mean, SCHEME_RULES } from '@contract/exams/scoring';

// The quality rules of docs/exams.md ("Marking"), as pure decisions: after a first mark, is a
// second, blind mark needed; after a second mark, do the two agree or does a senior decide.

/** Why a second mark was asked for (kept on the task, in the audit log and the overview). */
export type SecondMarkReason = 'objective-gap' | 'signals-gap' | 'random';

export type AfterFirstMark = { next: 'final' } | { next: 'second'; reason: SecondMarkReason };

export interface FirstMarkFacts {
  scheme: ScoringScheme;
  /** The skill's score from the first mark. */
  score: number;
  /** The attempt's objectively marked skills' scores (listening, reading…). */
  objectiveScores: readonly number[];
  /** The automatic signals' estimate of the skill, when they gave one. */
  estimate: number | null;
  /** The share of first marks checked at random (SECOND_MARK_SHARE). */
  randomShare: number;
  /** A number in [0, 1): Math.random in production, fixed in tests. */
  random: () => number;
}

/**
 * A second mark when the first differs from the mean of the objective skills by the scheme's
 * `secondMarkGap` or more, or from the automatic estimate by as much, or at random for
 * `randomShare` of marks; otherwise the first mark stands.
 */
export function afterFirstMark(facts: FirstMarkFacts): AfterFirstMark {
  const gap = SCHEME_RULES[facts.scheme].secondMarkGap;
  if (
    facts.objectiveScores.length > 0 &&
    Math.abs(facts.score - mean(facts.objectiveScores)) >= gap
  )
    return { next: 'second', reason: 'objective-gap' };
  if (facts.estimate !== null && Math.abs(facts.score - facts.estimate) >= gap)
    return { next: 'second', reason: 'signals-gap' };
  if (facts.randomShare > 0 && facts.random() < facts.randomShare)
    return { next: 'second', reason: 'random' };
  return { next: 'final' };
}

export type AfterSecondMark = { next: 'final'; score: number } | { next: 'moderation' };

/** Two marks that differ by the scheme's `moderationGap` or more go to a senior; else their mean. */
export function afterSecondMark(
  scheme: ScoringScheme,
  first: number,
  second: number,
): AfterSecondMark {
  return marksAgree(scheme, first, second)
    ? { next: 'final', score: agreedScore(scheme, first, second) }
    : { next: 'moderation' };
}
