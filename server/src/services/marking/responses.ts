import type { MarkingResponse } from '@contract/examTypes';
import type {
  FormContent,
  FormScoring,
  MarkingUnit,
  Question,
  Section,
} from '@contract/exams/form';
import { sectionQuestions } from '@contract/exams/formRules';
import { rubricById, type Rubric } from '@contract/exams/rubrics';
import { wordCount } from '@contract/exams/typedAnswers';
import type { AnswerRow, RecordingRow } from '../../repositories/markedAttempts';
import type { ResponseExtent, UnitToMark } from './markCheck';

// An expert-marked section's responses as evaluators (and, with the results, learners) see them:
// per marking unit, each essay's text or each spoken answer's recording, with its prompt.

export interface UnitResponses {
  unit: MarkingUnit;
  rubric: Rubric;
  responses: MarkingResponse[];
}

export function sectionOf(content: FormContent, sectionId: string): Section | undefined {
  return content.sections.find((section) => section.id === sectionId);
}

function responseOf(
  question: Question,
  answer: AnswerRow | undefined,
  recording: RecordingRow | undefined,
  recordingSrc: (recording: RecordingRow) => string,
): MarkingResponse {
  const base = { questionId: question.id, number: question.number };
  if (question.type === 'essay') {
    const text = typeof answer?.value === 'string' ? answer.value : null;
    return {
      ...base,
      type: 'essay',
      prompt: question.prompt,
      figure: question.figure ?? null,
      cueCard: null,
      text,
      wordCount: text === null ? 0 : wordCount(text),
      minWords: question.minWords,
      maxWords: question.maxWords ?? null,
      recordingSrc: null,
      durationSeconds: null,
    };
  }
  const cue = question.type === 'speech' ? question.cueCard : undefined;
  return {
    ...base,
    type: 'speech',
    prompt: question.type === 'speech' ? question.prompt : [],
    figure: null,
    cueCard: cue ? { topic: cue.topic, points: cue.points, closing: cue.closing ?? null } : null,
    text: null,
    wordCount: null,
    minWords: null,
    maxWords: null,
    recordingSrc: recording ? recordingSrc(recording) : null,
    durationSeconds: recording ? recording.duration_seconds : null,
  };
}

/**
 * The section's marking units (the form's scoring) with their rubric and responses, in the form's
 * order. A unit whose rubric is unknown is left out (formRules refuses such a form at import).
 */
export function unitResponses(
  form: { content: FormContent; scoring: FormScoring },
  sectionId: string,
  answers: readonly AnswerRow[],
  recordings: readonly RecordingRow[],
  recordingSrc: (recording: RecordingRow) => string,
): UnitResponses[] {
  const section = sectionOf(form.content, sectionId);
  if (!section) return [];
  const questions = new Map(
    sectionQuestions(section).map(({ question }) => [question.id, question]),
  );
  const units = form.scoring.units[sectionId] ?? [];
  return units.flatMap((unit) => {
    const rubric = rubricById(unit.rubric);
    if (!rubric) return [];
    const responses = unit.questionIds.flatMap((questionId) => {
      const question = questions.get(questionId);
      if (!question) return [];
      const answer = answers.find((row) => row.question_id === questionId);
      const recording = recordings.find((row) => row.question_id === questionId);
      return [responseOf(question, answer, recording, recordingSrc)];
    });
    return [{ unit, rubric, responses }];
  });
}

/** What each unit's annotations may point at (checkMark). */
export const unitsToMark = (units: readonly UnitResponses[]): UnitToMark[] =>
  units.map(({ unit, rubric, responses }) => ({
    unit,
    rubric,
    responses: new Map<string, ResponseExtent>(
      responses.map((response) => [
        response.questionId,
        {
          type: response.type,
          textLength: response.text?.length ?? 0,
          durationSeconds: response.durationSeconds ?? 0,
        },
      ]),
    ),
  }));
