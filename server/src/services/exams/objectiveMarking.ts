import type { AnswerValue } from '@contract/exams/answers';
import type { AnswerKey, Question, QuestionGroup, Section } from '@contract/exams/form';
import { sectionMaxMarks, sectionQuestions } from '@contract/exams/formRules';
import { convertRaw } from '@contract/exams/scoring';
import { isAcceptedTyped } from '@contract/exams/typedAnswers';
import type { SectionScore } from '@contract/examTypes';
import type { Queryable } from '../../db';
import { listAnswers, saveMarks } from '../../repositories/examAnswers';
import { setSectionScore } from '../../repositories/examAttempts';
import type { FormIndex } from './forms/formIndex';

/**
 * The marks one answer earns by the key: each right option of a "choose TWO" question is a mark;
 * a judgement or a match the one right option; a typed answer one of the accepted variants within
 * the group's word limit (case, surrounding punctuation and spaces aside).
 */
export function marksFor(
  question: Question,
  group: QuestionGroup,
  key: AnswerKey | undefined,
  value: AnswerValue | undefined,
): number {
  if (!key || value === null || value === undefined) return 0;
  switch (question.type) {
    case 'choice': {
      if (!('correct' in key) || !Array.isArray(value)) return 0;
      const picked = new Set(value);
      return Math.min(question.pick, key.correct.filter((id) => picked.has(id)).length);
    }
    case 'judgement':
    case 'match':
      return 'correct' in key && typeof value === 'string' && key.correct[0] === value ? 1 : 0;
    case 'gap':
      return 'accepted' in key && typeof value === 'string'
        ? Number(isAcceptedTyped(key.accepted, value, group.wordLimit))
        : 0;
    default:
      return 0;
  }
}

/**
 * Marks a closed objective section: per question marks on its answers (0 for questions never
 * answered), the raw total, and the band or score by the form's conversion table, final at once.
 */
export async function markObjectiveSection(
  tx: Queryable,
  attemptId: string,
  form: FormIndex,
  section: Section,
): Promise<SectionScore> {
  const answers = new Map(
    (await listAnswers(tx, attemptId, section.id)).map((answer) => [answer.questionId, answer]),
  );
  const marks = sectionQuestions(section).map(({ question, group }) => ({
    questionId: question.id,
    marks: marksFor(
      question,
      group,
      form.key.answers[question.id],
      answers.get(question.id)?.value,
    ),
  }));
  await saveMarks(tx, attemptId, section.id, marks);
  const raw = marks.reduce((sum, mark) => sum + mark.marks, 0);
  const max = sectionMaxMarks(section);
  const score = convertRaw(form.scoring.conversion[section.id] ?? [], raw);
  await setSectionScore(tx, attemptId, section.id, { raw, max, score });
  return { sectionId: section.id, skill: section.skill, raw, maxRaw: max, score };
}
