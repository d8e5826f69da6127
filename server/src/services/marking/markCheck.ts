import type { MarkRequest, UnitMarks } from '@contract/examTypes';
import type { ScoringScheme } from '@contract/exams/catalogue';
import type { MarkingUnit } from '@contract/exams/form';
import type { Rubric } from '@contract/exams/rubrics';
import { isValidCriterionMark } from '@contract/exams/scoring';
import * as m from '@contract/messages/marking';
import { badRequest } from '../../lib/httpError';

// A mark is checked against the response it marks: every unit of the section, every criterion of
// each unit's rubric once, each on the scheme's scale, and every annotation anchored to a response
// of its unit (a passage of an essay, a moment of a recording).

/** What an annotation may point at in one response. */
export interface ResponseExtent {
  type: 'essay' | 'speech';
  /** An essay's length in characters (0 when unanswered). */
  textLength: number;
  /** A recording's length in seconds (0 when none). */
  durationSeconds: number;
}

export interface UnitToMark {
  unit: MarkingUnit;
  rubric: Rubric;
  responses: Map<string, ResponseExtent>;
}

export const scaleMessage = (scheme: ScoringScheme): string =>
  scheme === 'ielts' ? m.IELTS_MARK_SCALE : m.MASTERY_MARK_SCALE;

/** A recording's moment may sit a little past its measured end (players round up). */
const MOMENT_SLACK_SECONDS = 1;

function checkAnnotations(marks: UnitMarks, toMark: UnitToMark): void {
  for (const note of marks.annotations ?? []) {
    const response = toMark.responses.get(note.questionId);
    if (!response) throw badRequest(m.annotationOutsideUnit(note.questionId, toMark.unit.title));
    if (response.type === 'essay') {
      const { start, end } = note;
      if (start === undefined || end === undefined || end <= start || end > response.textLength)
        throw badRequest(m.ANNOTATION_PASSAGE);
    } else if (
      note.atSeconds === undefined ||
      note.atSeconds > response.durationSeconds + MOMENT_SLACK_SECONDS
    )
      throw badRequest(m.ANNOTATION_MOMENT);
  }
}

/**
 * Answers each unit's weight and criterion scores in the form's order, or throws a 400 naming the
 * first problem.
 */
export function checkMark(
  scheme: ScoringScheme,
  units: readonly UnitToMark[],
  request: MarkRequest,
): { weight: number; criteria: number[] }[] {
  const expected = units.map((toMark) => toMark.unit.id);
  const given = request.units.map((unit) => unit.unitId);
  if (given.length !== expected.length || !expected.every((id) => given.includes(id)))
    throw badRequest(m.unitsMismatch(expected));
  return units.map((toMark) => {
    const marks = request.units.find((unit) => unit.unitId === toMark.unit.id)!;
    const criterionIds = toMark.rubric.criteria.map((criterion) => criterion.id);
    const markedIds = marks.criteria.map((criterion) => criterion.criterionId);
    if (
      markedIds.length !== criterionIds.length ||
      new Set(markedIds).size !== markedIds.length ||
      !criterionIds.every((id) => markedIds.includes(id))
    )
      throw badRequest(m.criteriaMismatch(toMark.unit.title, criterionIds));
    for (const criterion of marks.criteria)
      if (!isValidCriterionMark(scheme, criterion.score)) throw badRequest(scaleMessage(scheme));
    checkAnnotations(marks, toMark);
    return {
      weight: toMark.unit.weight,
      criteria: criterionIds.map(
        (id) => marks.criteria.find((criterion) => criterion.criterionId === id)!.score,
      ),
    };
  });
}
