import type { ScoringScheme } from './catalogue';
import type { ConversionRow } from './form';

// How marks become bands and scores. Pure functions, used by the server to mark and by the SPA to
// explain results; docs/exams.md states the same rules in prose.

/**
 * The IELTS rounding of a mean band: a mean ending in .25 rounds up to the next half band, one
 * ending in .75 up to the next whole band; anything below those rounds down (6.125 → 6, 6.375 →
 * 6.5, 6.625 → 6.5, 6.875 → 7).
 */
export function roundIeltsBand(mean: number): number {
  // Means of quarter or eighth steps are exact in binary; the epsilon absorbs other float noise.
  const epsilon = 1e-9;
  const whole = Math.floor(mean + epsilon);
  const fraction = mean - whole;
  if (fraction + epsilon >= 0.75) return whole + 1;
  if (fraction + epsilon >= 0.25) return whole + 0.5;
  return whole;
}

export const mean = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/** A skill's or the overall result from its parts, in the scheme's own steps. */
export function roundScore(scheme: ScoringScheme, value: number): number {
  return scheme === 'ielts' ? roundIeltsBand(value) : Math.round(value);
}

/** The overall result: the mean of the skills, rounded as the scheme does. */
export const overallScore = (scheme: ScoringScheme, skillScores: readonly number[]): number =>
  roundScore(scheme, mean(skillScores));

/** Raw marks to a band or score by the form's table (a threshold row: `raw` marks or more). */
export function convertRaw(table: readonly ConversionRow[], raw: number): number {
  const rows = [...table].sort((a, b) => b.raw - a.raw);
  return rows.find((row) => raw >= row.raw)?.score ?? 0;
}

/** CEFR levels of the mastery scale (0-100), lowest score of each level. */
export const CEFR_THRESHOLDS = [
  { level: 'C2', min: 90 },
  { level: 'C1', min: 75 },
  { level: 'B2', min: 60 },
  { level: 'B1', min: 45 },
  { level: 'A2', min: 30 },
  { level: 'A1', min: 15 },
] as const;
export type CefrLevel = (typeof CEFR_THRESHOLDS)[number]['level'] | 'Pre-A1';

export const cefrLevel = (score: number): CefrLevel =>
  CEFR_THRESHOLDS.find((threshold) => score >= threshold.min)?.level ?? 'Pre-A1';

/**
 * The quality rules of each scheme: a second, independent mark when an expert-marked skill differs
 * from the mean of the objectively marked skills (or from the automatic estimate) by
 * `secondMarkGap` or more; a senior evaluator decides when two marks differ by `moderationGap` or
 * more. `criterion` is the scale every rubric criterion of the scheme is marked on.
 */
export const SCHEME_RULES: Record<
  ScoringScheme,
  {
    secondMarkGap: number;
    moderationGap: number;
    criterion: { min: number; max: number; step: number };
    /** A criterion mark to the skill's scale (IELTS: the band itself; mastery: 0-5 to 0-100). */
    toSkillScale: (criterionMean: number) => number;
  }
> = {
  ielts: {
    secondMarkGap: 2,
    moderationGap: 1,
    criterion: { min: 0, max: 9, step: 0.5 },
    toSkillScale: (value) => value,
  },
  mastery: {
    secondMarkGap: 20,
    moderationGap: 10,
    criterion: { min: 0, max: 5, step: 0.5 },
    toSkillScale: (value) => value * 20,
  },
};

/** Whether a criterion mark is on the scheme's scale (in range and on its steps). */
export function isValidCriterionMark(scheme: ScoringScheme, value: number): boolean {
  const { min, max, step } = SCHEME_RULES[scheme].criterion;
  return value >= min && value <= max && Number.isInteger((value - min) / step);
}

/**
 * An expert-marked section's score from its units' criterion marks: each unit is the mean of its
 * criteria, the section the weighted mean of its units, on the skill's scale, rounded once at the
 * end (IELTS Writing: (Task 1 + 2 × Task 2) / 3).
 */
export function expertSectionScore(
  scheme: ScoringScheme,
  units: readonly { weight: number; criteria: readonly number[] }[],
): number {
  const totalWeight = units.reduce((sum, unit) => sum + unit.weight, 0);
  const weighted = units.reduce((sum, unit) => sum + unit.weight * mean(unit.criteria), 0);
  return roundScore(scheme, SCHEME_RULES[scheme].toSkillScale(weighted / totalWeight));
}

/** Two marks of one skill agree when they differ by less than the scheme's moderation gap. */
export const marksAgree = (scheme: ScoringScheme, first: number, second: number): boolean =>
  Math.abs(first - second) < SCHEME_RULES[scheme].moderationGap;

/** The agreed score of two marks that agree: their mean, rounded as the scheme does. */
export const agreedScore = (scheme: ScoringScheme, first: number, second: number): number =>
  roundScore(scheme, (first + second) / 2);
