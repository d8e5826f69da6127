import type { QuestionReview } from '@contract/examTypes';
import type { AnswerKey, FormKey, Question, QuestionGroup, Section } from '@contract/exams/form';
import { questionMarks, sectionQuestions } from '@contract/exams/formRules';
import type { AnswerRow } from '../../repositories/markedAttempts';

// An objectively marked section's questions as the released results show them: the learner's
// answer, the right answer, the marks given when the section closed, and the key's explanation.

function promptOf(question: Question): string {
  if (question.type === 'judgement') return question.statement;
  if (question.type === 'essay' || question.type === 'speech') return question.prompt.join(' ');
  return question.prompt;
}

/** Options by letter: the question's own (choice) or its group's (matching, labelling). */
function optionText(question: Question, group: QuestionGroup, id: string): string | undefined {
  const options = question.type === 'choice' ? question.options : group.options;
  return options?.find((option) => option.id === id)?.text;
}

/** The right answer as shown: "B: text" for options, the first accepted spelling for typed ones. */
function rightAnswerOf(question: Question, group: QuestionGroup, key: AnswerKey | undefined) {
  if (!key) return '';
  if ('accepted' in key) return key.accepted[0] ?? '';
  return key.correct
    .map((id) => {
      const text = question.type === 'judgement' ? undefined : optionText(question, group, id);
      return text ? `${id}: ${text}` : id;
    })
    .join('; ');
}

export function questionReviews(
  section: Section,
  key: FormKey,
  answers: readonly AnswerRow[],
): QuestionReview[] {
  return sectionQuestions(section).map(({ question, group }) => {
    const answer = answers.find((row) => row.question_id === question.id);
    const maxMarks = questionMarks(question);
    const marks = answer?.marks ?? 0;
    return {
      questionId: question.id,
      number: question.number,
      prompt: promptOf(question),
      yourAnswer: answer?.value ?? null,
      rightAnswer: rightAnswerOf(question, group, key.answers[question.id]),
      correct: maxMarks > 0 && marks >= maxMarks,
      marks,
      maxMarks,
      explanation: key.explanations[question.id] ?? '',
    };
  });
}
