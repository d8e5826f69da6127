import type { AnswerValue } from '@contract/exams/answers';
import type { ExamResult, QuestionReview, SkillResult } from '@contract/examTypes';
import { scoreText } from '@contract/exams/scoreText';

// How results are worded: scores by the test's scheme, answers as typed or chosen.

/** "6.5", "72 (B2)", or null while not marked. */
export const skillScoreText = (result: ExamResult, skill: SkillResult): string | null =>
  skill.score === null ? null : scoreText(result.scheme, skill.score, skill.cefr);

/** A learner's answer as they gave it: typed text, the letters chosen, or "No answer". */
export function answerText(value: AnswerValue): string {
  if (value === null) return 'No answer';
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : 'No answer';
  return value.trim() === '' ? 'No answer' : value;
}

/** A section's questions by form part, in order ("Questions" when the results name no parts). */
export function questionsByPart(questions: readonly QuestionReview[]) {
  return questions.reduce<{ part: string; questions: QuestionReview[] }[]>((groups, question) => {
    const part = question.part ?? 'Questions';
    const last = groups.at(-1);
    if (last?.part === part) last.questions.push(question);
    else groups.push({ part, questions: [question] });
    return groups;
  }, []);
}

/** The marks gained of the marks there were. */
export const marksOf = (questions: readonly QuestionReview[]) => ({
  got: questions.reduce((sum, question) => sum + question.marks, 0),
  of: questions.reduce((sum, question) => sum + question.maxMarks, 0),
});
