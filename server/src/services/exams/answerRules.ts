import type { AnswerValue } from '@contract/exams/answers';
import { JUDGEMENT_OPTIONS } from '@contract/exams/form';
import type { IndexedQuestion } from './forms/formIndex';

/** The longest typed answer to a gap (a few words; an essay has its own limit). */
const MAX_TYPED_ANSWER = 200;

/**
 * Why a value cannot be an answer to its question, or undefined when it can: picks from the
 * question's (or group's) options, at most `pick` of them, text for typed answers and essays, and
 * nothing for a spoken answer (its recording sets it). null clears any answer.
 */
export function answerProblem(
  { question, group }: IndexedQuestion,
  value: AnswerValue,
): string | undefined {
  if (value === null) return undefined;
  switch (question.type) {
    case 'choice': {
      if (!Array.isArray(value)) return 'it must be a list of options';
      const options = new Set(question.options.map((option) => option.id));
      if (value.some((id) => !options.has(id)))
        return 'it names an option the question does not have';
      if (new Set(value).size !== value.length) return 'it names an option twice';
      if (value.length > question.pick)
        return `at most ${question.pick} option${question.pick === 1 ? '' : 's'} may be chosen`;
      return undefined;
    }
    case 'judgement': {
      const allowed: readonly string[] = JUDGEMENT_OPTIONS[question.scale];
      return typeof value === 'string' && allowed.includes(value)
        ? undefined
        : `it must be one of ${allowed.join(', ')}`;
    }
    case 'match': {
      const options = new Set((group.options ?? []).map((option) => option.id));
      return typeof value === 'string' && options.has(value)
        ? undefined
        : 'it must be one of the options listed';
    }
    case 'gap':
      if (typeof value !== 'string') return 'it must be text';
      return value.length > MAX_TYPED_ANSWER
        ? `it must be at most ${MAX_TYPED_ANSWER} characters`
        : undefined;
    case 'essay':
      return typeof value === 'string' ? undefined : 'it must be text';
    case 'speech':
      return 'a spoken answer is saved by recording it, not as text';
  }
}
