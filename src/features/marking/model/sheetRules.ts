import type { Annotation, DraftRequest, MarkingTask, MarkRequest } from '@contract/examTypes';
import type { ScoringScheme } from '@contract/exams/catalogue';
import { rubricById, type Rubric } from '@contract/exams/rubrics';
import { expertSectionScore, mean, roundScore, SCHEME_RULES } from '@contract/exams/scoring';

// The marking sheet: what the evaluator fills in for a task (a band and a comment per criterion of
// each unit's rubric, notes anchored to the responses, a comment for the learner), and the rules it
// is checked against before it is sent.

export interface SheetCriterion {
  criterionId: string;
  score: number | null;
  comment: string;
}

export interface SheetUnit {
  unitId: string;
  criteria: SheetCriterion[];
  annotations: Annotation[];
}

export interface Sheet {
  units: SheetUnit[];
  comment: string;
}

/** The rubric a unit names; a form naming an unknown rubric is a server fault shown as such. */
export function unitRubric(unit: MarkingTask['units'][number]): Rubric | undefined {
  return rubricById(unit.rubric);
}

/** The sheet for a task: the evaluator's draft where there is one, blank criteria otherwise. */
export function sheetFor(task: MarkingTask): Sheet {
  const draft = task.draft;
  return {
    comment: draft?.comment ?? '',
    units: task.units.map((unit) => {
      const kept = draft?.units.find((entry) => entry.unitId === unit.unitId);
      const criteria = (unitRubric(unit)?.criteria ?? []).map((criterion) => {
        const typed = kept?.criteria.find((entry) => entry.criterionId === criterion.id);
        return {
          criterionId: criterion.id,
          score: typed?.score ?? null,
          comment: typed?.comment ?? '',
        };
      });
      return { unitId: unit.unitId, criteria, annotations: kept?.annotations ?? [] };
    }),
  };
}

/** The marks a criterion may take: the scheme's scale in half steps (IELTS 0-9, mastery 0-5). */
export function scaleOf(scheme: ScoringScheme): number[] {
  const { min, max, step } = SCHEME_RULES[scheme].criterion;
  return Array.from({ length: Math.round((max - min) / step) + 1 }, (_, i) => min + i * step);
}

/** A mark as printed: IELTS bands with one decimal ("6.0"), mastery marks as they are ("3.5"). */
export const markText = (scheme: ScoringScheme, value: number): string =>
  scheme === 'ielts' ? value.toFixed(1) : String(value);

const scored = (unit: SheetUnit): number[] =>
  unit.criteria.flatMap((criterion) => (criterion.score === null ? [] : [criterion.score]));

const unitComplete = (unit: SheetUnit) =>
  unit.criteria.length > 0 && unit.criteria.every((criterion) => criterion.score !== null);

/** A unit's score on the skill's scale once every criterion has a mark (null before). */
export function unitScore(scheme: ScoringScheme, unit: SheetUnit): number | null {
  if (!unitComplete(unit)) return null;
  return roundScore(scheme, SCHEME_RULES[scheme].toSkillScale(mean(scored(unit))));
}

/**
 * The skill's score from the sheet as the server will compute it (`expertSectionScore`: the
 * units' weighted criterion means, rounded once), or null while a criterion has no mark.
 */
export function sheetScore(task: MarkingTask, sheet: Sheet): number | null {
  if (!sheet.units.every(unitComplete)) return null;
  return expertSectionScore(
    task.scheme,
    task.units.map((unit) => ({
      weight: unit.weight,
      criteria: scored(sheet.units.find((entry) => entry.unitId === unit.unitId)!),
    })),
  );
}

/** What stops the sheet being sent: each criterion without a mark, by unit and name. */
export function sheetProblems(task: MarkingTask, sheet: Sheet): string[] {
  return task.units.flatMap((unit) => {
    const rubric = unitRubric(unit);
    if (!rubric) return [`${unit.title}: its rubric (${unit.rubric}) is unknown.`];
    const marks = sheet.units.find((entry) => entry.unitId === unit.unitId);
    return rubric.criteria
      .filter(
        (criterion) =>
          marks?.criteria.find((entry) => entry.criterionId === criterion.id)?.score == null,
      )
      .map((criterion) => `${unit.title}: give a mark for ${criterion.name}.`);
  });
}

export const draftOf = (sheet: Sheet): DraftRequest => ({
  comment: sheet.comment,
  units: sheet.units.map((unit) => ({
    unitId: unit.unitId,
    criteria: unit.criteria.map(({ criterionId, score, comment }) => ({
      criterionId,
      score,
      comment,
    })),
    annotations: unit.annotations,
  })),
});

/** The mark to send; only for a sheet without problems (every criterion marked). */
export const markOf = (sheet: Sheet): MarkRequest => ({
  comment: sheet.comment.trim(),
  units: sheet.units.map((unit) => ({
    unitId: unit.unitId,
    criteria: unit.criteria.map(({ criterionId, score, comment }) => ({
      criterionId,
      score: score ?? 0,
      comment: comment.trim(),
    })),
    annotations: unit.annotations,
  })),
});
