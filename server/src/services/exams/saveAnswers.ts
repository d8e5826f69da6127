import type { SaveAnswersRequest, SaveAnswersResponse } from '@contract/examTypes';
import {
  answerInvalid,
  partNotInSection,
  questionNotInSection,
  questionNotInTest,
  sectionNotInTest,
} from '@contract/messages/exams';
import { badRequest } from '../../lib/httpError';
import type { AnswerSave } from '../../repositories/examAnswers';
import { saveInSection } from '../../repositories/examSaves';
import { answerProblem } from './answerRules';
import { assertInProgress, assertTab, assertTakesAnswers, ownAttempt } from './attemptRules';
import type { ExamEngine } from './engine';
import type { FormIndex } from './forms/formIndex';

/** One save per question: the newest seq of a request that names a question twice. */
function newestPerQuestion(answers: SaveAnswersRequest['answers']) {
  const newest = new Map<string, SaveAnswersRequest['answers'][number]>();
  for (const answer of answers) {
    const held = newest.get(answer.questionId);
    if (!held || held.seq < answer.seq) newest.set(answer.questionId, answer);
  }
  return [...newest.values()];
}

/** One save per reading part: the newest seq. */
function newestPerPart(saves: NonNullable<SaveAnswersRequest['highlights']>) {
  const newest = new Map<string, (typeof saves)[number]>();
  for (const save of saves) {
    const held = newest.get(save.partId);
    if (!held || held.seq < save.seq) newest.set(save.partId, save);
  }
  return [...newest.values()];
}

/** The request's problems as a 400: a question or part not in the section, an answer that cannot be. */
function checkRequest(form: FormIndex, request: SaveAnswersRequest): void {
  const section = form.sections.get(request.sectionId);
  if (!section) throw badRequest(sectionNotInTest(request.sectionId));
  const inSection = (questionId: string) => {
    const indexed = form.questions.get(questionId);
    if (!indexed) throw badRequest(questionNotInTest(questionId));
    if (indexed.section.id !== section.id)
      throw badRequest(questionNotInSection(questionId, section.id));
    return indexed;
  };
  for (const answer of request.answers) {
    const indexed = inSection(answer.questionId);
    const problem = answerProblem(indexed, answer.value);
    if (problem) throw badRequest(answerInvalid(answer.questionId, problem));
  }
  for (const saved of request.highlights ?? [])
    if (form.parts.get(saved.partId)?.section.id !== section.id)
      throw badRequest(partNotInSection(saved.partId, section.id));
  if (request.questionId) inSection(request.questionId);
}

/**
 * Saves answers, flags and highlights of the open section, each only if newer (seq) than what is
 * held, and where the candidate is. The request is checked against the attempt's form first (a
 * 400 writes nothing); then one statement locks the attempt and the section and writes only if the
 * attempt is the user's, in progress and held by this tab, and the section takes answers (a
 * closing waits for it, and it waits for a closing), so a save answered 200 is in the section as
 * it is marked, and one that arrives after the deadline and its grace is refused with 409.
 */
export async function saveAnswers(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
  request: SaveAnswersRequest,
): Promise<SaveAnswersResponse> {
  const { formVersionId } = ownAttempt(
    await engine.examAttemptForms.find(attemptId).then((found) => found && { attempt: found }),
    userId,
  ).attempt;
  const form = (await engine.examForms.load(formVersionId))!;
  checkRequest(form, request);

  const answers = newestPerQuestion(request.answers);
  const spoken = (answer: AnswerSave) =>
    form.questions.get(answer.questionId)!.question.type === 'speech';
  const { found, saved, highlights } = await saveInSection(engine.db, {
    attemptId,
    userId,
    tabId: request.tabId,
    sectionId: request.sectionId,
    graceSeconds: engine.config.exams.saveGraceSeconds,
    answers: answers.filter((answer) => !spoken(answer)),
    flags: answers.filter(spoken),
    highlights: request.highlights ? newestPerPart(request.highlights) : [],
    questionId: request.questionId ?? null,
  });
  // Nothing was written unless every rule below holds; they say which one did not.
  const { attempt, section } = ownAttempt(found, userId);
  assertInProgress(attempt);
  assertTab(attempt, request.tabId);
  const { deadlineAt } = assertTakesAnswers(section);
  return {
    saved,
    highlights,
    deadlineAt: deadlineAt ? new Date(deadlineAt).toISOString() : null,
    serverNow: new Date(attempt.now).toISOString(),
  };
}
