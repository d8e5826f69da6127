import type { ScoringScheme } from '@contract/exams/catalogue';
import { roundScore } from '@contract/exams/scoring';

/**
 * A rough band or score from the measures' quality (0 to 1), for evaluators and as the learner's
 * labelled provisional feedback; never the result. The range is kept narrow (IELTS 3.5 to 8,
 * mastery 25 to 85): the measures see form, not whether the task was answered.
 */
export function estimateFromQuality(scheme: ScoringScheme, quality: number): number {
  const q = Math.min(1, Math.max(0, quality));
  return scheme === 'ielts'
    ? roundScore('ielts', 3.5 + q * 4.5)
    : roundScore('mastery', 25 + q * 60);
}
