import type { AnswerValue } from '@contract/exams/answers';
import type { Part, Question, QuestionGroup, Section } from '@contract/exams/form';

/** A question with where it sits: the room navigates a flat list of these. */
export interface PlacedQuestion {
  question: Question;
  group: QuestionGroup;
  part: Part;
  /** As printed: "14" or "14–15" for a choose-TWO question worth two marks. */
  label: string;
}

export function questionLabel(question: Question): string {
  const span = question.type === 'choice' ? question.pick : 1;
  return span > 1 ? `${question.number}–${question.number + span - 1}` : String(question.number);
}

/** The section's questions in order. */
export function placeQuestions(section: Section): PlacedQuestion[] {
  return section.parts.flatMap((part) =>
    part.groups.flatMap((group) =>
      group.questions.map((question) => ({
        question,
        group,
        part,
        label: questionLabel(question),
      })),
    ),
  );
}

/** Whether a value counts as an answer (an empty text or no option picked does not). */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  return value.trim().length > 0;
}
