import type { SkillResult } from '@contract/examTypes';
import type { ScoringScheme } from '@contract/exams/catalogue';
import type { RubricCriterion } from '@contract/exams/rubrics';
import { mean, roundScore, SCHEME_RULES } from '@contract/exams/scoring';
import type { MarkRow } from '../../repositories/marks';
import type { UnitResponses } from '../marking/responses';

// An expert-marked section's feedback as the released results show it: each unit's criteria with
// their bands, the evaluator's comments and the descriptor of the level reached, the annotations,
// and the responses (essays as written, recordings by signed address).

/**
 * The mark whose feedback the learner reads: a re-mark's, else a senior's decision, else the first
 * mark's (two marks that agreed: the first marker's comments; the score is their agreed mean).
 */
export function decidingMark(marks: readonly MarkRow[]): MarkRow | undefined {
  const latest = (kind: MarkRow['kind']) => marks.filter((mark) => mark.kind === kind).at(-1);
  return latest('remark') ?? latest('moderation') ?? latest('first') ?? marks.at(-1);
}

/** The descriptor of the level nearest the mark (a tie goes to the lower level). */
export function descriptorFor(criterion: RubricCriterion, score: number): string {
  const nearest = [...criterion.descriptors].sort(
    (a, b) => Math.abs(a.level - score) - Math.abs(b.level - score) || a.level - b.level,
  )[0];
  return nearest?.text ?? '';
}

export function unitFeedback(
  scheme: ScoringScheme,
  units: readonly UnitResponses[],
  mark: MarkRow,
): SkillResult['units'] {
  return units.map(({ unit, rubric, responses }) => {
    const marked = mark.units.find((entry) => entry.unitId === unit.id);
    const criteria = rubric.criteria.map((criterion) => {
      const given = marked?.criteria.find((entry) => entry.criterionId === criterion.id);
      const score = given?.score ?? 0;
      return {
        criterionId: criterion.id,
        name: criterion.name,
        score,
        comment: given?.comment ?? '',
        descriptor: descriptorFor(criterion, score),
      };
    });
    const unitScore = roundScore(
      scheme,
      SCHEME_RULES[scheme].toSkillScale(mean(criteria.map((criterion) => criterion.score))),
    );
    return {
      unitId: unit.id,
      title: unit.title,
      score: unitScore,
      criteria,
      annotations: marked?.annotations ?? [],
      responses: responses.map((response) => ({
        questionId: response.questionId,
        number: response.number,
        prompt: response.prompt,
        text: response.text,
        recordingSrc: response.recordingSrc,
      })),
    };
  });
}
