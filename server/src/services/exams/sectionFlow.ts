import type { AttemptResponse, SubmitSectionResponse } from '@contract/examTypes';
import {
  NOTHING_TO_PAUSE,
  PRACTICE_ONLY,
  SECTION_NOT_NEXT,
  SECTION_OPEN_ALREADY,
  sectionNotInTest,
} from '@contract/messages/exams';
import type { Queryable } from '../../db';
import { badRequest, conflict } from '../../lib/httpError';
import {
  listSections,
  resumePaused,
  setPaused,
  setPosition,
  type AttemptRow,
} from '../../repositories/examAttempts';
import {
  assertInProgress,
  assertTab,
  assertTakesAnswers,
  firstQuestionOf,
  ownAttempt,
} from './attemptRules';
import { attemptView } from './attemptView';
import { closeSection, lockWithForm, startSection } from './clock';
import { scheduleSectionClose } from './clockJobs';
import type { ExamEngine } from './engine';
import type { FormIndex } from './forms/formIndex';

/**
 * Runs `change` on an attempt locked for its clock, after bringing the clock up to date in a
 * transaction of its own (so a refusal of the change does not undo a section that time closed);
 * answers what `change` answered and the attempt's view after it.
 */
async function onAttempt<T>(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
  tabId: string,
  change: (locked: { attempt: AttemptRow; form: FormIndex }, tx: Queryable) => Promise<T>,
): Promise<{ result: T; view: AttemptResponse }> {
  await engine.examClock.settle(attemptId);
  return engine.db.transaction(async (tx) => {
    const locked = ownAttempt(await lockWithForm(tx, engine, attemptId), userId);
    assertInProgress(locked.attempt);
    assertTab(locked.attempt, tabId);
    const result = await change(locked, tx);
    const after = (await lockWithForm(tx, engine, attemptId))!;
    return { result, view: await attemptView(engine, after.attempt, after.form, tx) };
  });
}

/** The candidate starts the next section before its break is over. */
export async function startNextSection(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
  sectionId: string,
  tabId: string,
): Promise<AttemptResponse> {
  const { view } = await onAttempt(engine, userId, attemptId, tabId, async ({ form }, tx) => {
    if (!form.sections.has(sectionId)) throw badRequest(sectionNotInTest(sectionId));
    const sections = await listSections(tx, attemptId, engine.config.exams.saveGraceSeconds);
    const open = sections.find((section) => section.status === 'open');
    if (open?.sectionId === sectionId) return;
    if (open) throw conflict(SECTION_OPEN_ALREADY);
    const next = sections.find((section) => section.status === 'pending');
    if (next?.sectionId !== sectionId) throw conflict(SECTION_NOT_NEXT);
    await startSection(tx, engine, attemptId, sectionId);
    await setPosition(tx, attemptId, { sectionId, questionId: firstQuestionOf(form, sectionId) });
  });
  return view;
}

/** The candidate hands in the open section; an objective one is marked at once. */
export async function submitSection(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
  sectionId: string,
  tabId: string,
): Promise<SubmitSectionResponse> {
  const { result, view } = await onAttempt(
    engine,
    userId,
    attemptId,
    tabId,
    async ({ attempt, form }, tx) => {
      if (!form.sections.has(sectionId)) throw badRequest(sectionNotInTest(sectionId));
      const sections = await listSections(tx, attemptId, engine.config.exams.saveGraceSeconds);
      const section = assertTakesAnswers(sections.find((row) => row.sectionId === sectionId));
      return closeSection(tx, engine, attempt, form, sections, section, 'candidate');
    },
  );
  return { attempt: view.attempt, score: result };
}

/** Practice mode: the clock stops (the open section's deadline will move on by the pause). */
export async function pauseAttempt(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
  tabId: string,
): Promise<AttemptResponse> {
  const { view } = await onAttempt(engine, userId, attemptId, tabId, async ({ attempt }, tx) => {
    if (attempt.mode !== 'practice') throw conflict(PRACTICE_ONLY);
    const sections = await listSections(tx, attemptId, engine.config.exams.saveGraceSeconds);
    if (!sections.some((section) => section.status === 'open')) throw conflict(NOTHING_TO_PAUSE);
    await setPaused(tx, attemptId);
  });
  return view;
}

/** Practice mode: the clock runs again, the deadline later by the time paused. */
export async function resumeAttempt(
  engine: ExamEngine,
  userId: string,
  attemptId: string,
  tabId: string,
): Promise<AttemptResponse> {
  const { view } = await onAttempt(engine, userId, attemptId, tabId, async ({ attempt }, tx) => {
    if (attempt.mode !== 'practice') throw conflict(PRACTICE_ONLY);
    if (!attempt.pausedAt) return;
    const moved = await resumePaused(tx, attemptId);
    if (moved)
      await scheduleSectionClose(
        tx,
        attemptId,
        moved.sectionId,
        new Date(moved.deadlineAt),
        engine.config.exams.saveGraceSeconds,
      );
  });
  return view;
}
