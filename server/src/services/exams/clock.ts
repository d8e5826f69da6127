import type { SectionScore } from '@contract/examTypes';
import type { Queryable } from '../../db';
import {
  closeSectionRow,
  findAttemptsBehind,
  listSections,
  lockAttempt,
  markSubmitted,
  openSection,
  type AttemptRow,
  type SectionRow,
} from '../../repositories/examAttempts';
import { listRecordings } from '../../repositories/examMedia';
import { scheduleNextSection, scheduleSectionClose } from './clockJobs';
import type { ExamEngine } from './engine';
import type { FormIndex } from './forms/formIndex';
import { markObjectiveSection } from './objectiveMarking';
import { finishLeftRecordings } from './recordingFiles';

// The server's exam clock (docs/exams.md, "The attempt and its clock"). Sections run in order; a
// section's deadline is its start plus its duration (extra time included), moved on by practice
// pauses. When it closes (handed in, or its time up), the next starts on the candidate's word or
// at the latest when the break is over. Everything here runs with the attempt's row locked.

const SWEEP_BATCH = 100;

/** Opens a pending section now (or at `startsAt`) and schedules its closing. */
export async function startSection(
  tx: Queryable,
  engine: ExamEngine,
  attemptId: string,
  sectionId: string,
  startsAt: Date | null = null,
): Promise<void> {
  const deadlineAt = await openSection(tx, attemptId, sectionId, startsAt);
  if (deadlineAt)
    await scheduleSectionClose(
      tx,
      attemptId,
      sectionId,
      new Date(deadlineAt),
      engine.config.exams.saveGraceSeconds,
    );
}

/**
 * Closes the open section `section`: an objective one is marked at once, an expert one has any
 * unfinished recording finished and its marking announced (`exam.sectionClosed`); then the next
 * section's break starts, or the attempt is handed in when it was the last. Answers the objective
 * section's score.
 */
export async function closeSection(
  tx: Queryable,
  engine: ExamEngine,
  attempt: AttemptRow,
  form: FormIndex,
  sections: readonly SectionRow[],
  section: SectionRow,
  by: 'candidate' | 'time',
): Promise<SectionScore | null> {
  // Time closes a section at its deadline; the candidate, now.
  const closedAt = await closeSectionRow(
    tx,
    attempt.id,
    section.sectionId,
    by,
    by === 'time' && section.deadlineAt ? new Date(section.deadlineAt) : null,
  );
  if (!closedAt) return null;
  const content = form.sections.get(section.sectionId)!;
  let score: SectionScore | null = null;
  if (content.marking === 'objective') {
    score = await markObjectiveSection(tx, attempt.id, form, content);
  } else {
    const questionIds = new Set(
      content.parts.flatMap((part) => part.groups.flatMap((g) => g.questions.map((q) => q.id))),
    );
    const recordings = (await listRecordings(tx, attempt.id)).filter((r) =>
      questionIds.has(r.questionId),
    );
    await finishLeftRecordings(tx, engine.media, attempt.id, section.sectionId, recordings);
    await engine.jobs.schedule(
      'exam.sectionClosed',
      { attemptId: attempt.id, sectionId: section.sectionId },
      { tx, dedupeKey: `${attempt.id}:${section.sectionId}` },
    );
  }
  const next = sections.find((other) => other.status === 'pending');
  if (next)
    await scheduleNextSection(
      tx,
      attempt.id,
      next.sectionId,
      new Date(new Date(closedAt).getTime() + engine.config.exams.breakSeconds * 1000),
    );
  else await markSubmitted(tx, attempt.id);
  return score;
}

/**
 * Brings a locked attempt's clock up to now: closes its open section once the deadline and the
 * save grace have passed, starts the next once the break is over (at the moment it ended), and so
 * on, so an attempt nobody looked at for hours runs to its end. A paused practice attempt waits.
 */
export async function catchUp(
  tx: Queryable,
  engine: ExamEngine,
  attempt: AttemptRow,
  form: FormIndex,
): Promise<void> {
  const { saveGraceSeconds, breakSeconds } = engine.config.exams;
  const now = new Date(attempt.now).getTime();
  // Each round closes or opens a section, so the sections bound the rounds.
  for (let round = 0; round <= 2 * form.sections.size; round += 1) {
    if (attempt.pausedAt) return;
    const sections = await listSections(tx, attempt.id, saveGraceSeconds);
    const open = sections.find((section) => section.status === 'open');
    if (open) {
      if (open.inTime) return;
      await closeSection(tx, engine, attempt, form, sections, open, 'time');
      continue;
    }
    const next = sections.find((section) => section.status === 'pending');
    const lastClosed = Math.max(
      ...sections.map((section) => (section.closedAt ? new Date(section.closedAt).getTime() : 0)),
    );
    if (!next || lastClosed === 0) return;
    const startsAt = lastClosed + breakSeconds * 1000;
    if (startsAt > now) return;
    await startSection(tx, engine, attempt.id, next.sectionId, new Date(startsAt));
  }
}

/** Whether an attempt's clock is behind: a section to close, or one to start after its break. */
export function clockBehind(
  attempt: Pick<AttemptRow, 'status' | 'pausedAt' | 'now'>,
  sections: readonly SectionRow[],
  breakSeconds: number,
): boolean {
  if (attempt.status !== 'in_progress' || attempt.pausedAt) return false;
  const open = sections.find((section) => section.status === 'open');
  if (open) return !open.inTime;
  if (!sections.some((section) => section.status === 'pending')) return false;
  const lastClosed = Math.max(
    0,
    ...sections.map((section) => (section.closedAt ? new Date(section.closedAt).getTime() : 0)),
  );
  return lastClosed > 0 && lastClosed + breakSeconds * 1000 <= new Date(attempt.now).getTime();
}

/** Locks an attempt and loads its form, in `tx`; undefined when there is no such attempt. */
export async function lockWithForm(
  tx: Queryable,
  engine: ExamEngine,
  attemptId: string,
  strength: 'update' | 'share' = 'update',
): Promise<{ attempt: AttemptRow; form: FormIndex } | undefined> {
  const attempt = await lockAttempt(tx, attemptId, strength);
  if (!attempt) return undefined;
  const form = await engine.examForms.load(attempt.formVersionId, tx);
  if (!form) throw new Error(`Attempt ${attemptId} has no form ${attempt.formVersionId}`);
  return { attempt, form };
}

export function createExamClock(engine: ExamEngine) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let sweeping: Promise<number> | undefined;

  const settle = (attemptId: string): Promise<void> =>
    engine.db.transaction(async (tx) => {
      const locked = await lockWithForm(tx, engine, attemptId);
      if (locked?.attempt.status === 'in_progress')
        await catchUp(tx, engine, locked.attempt, locked.form);
    });

  async function sweepOnce(): Promise<number> {
    const { saveGraceSeconds, breakSeconds } = engine.config.exams;
    let settled = 0;
    // Bounded, so an attempt that cannot be settled (an error) is not swept forever in one go.
    for (let batch = 0; batch < 10; batch += 1) {
      const behind = await findAttemptsBehind(
        engine.db,
        saveGraceSeconds,
        breakSeconds,
        SWEEP_BATCH,
      );
      for (const attemptId of behind) {
        if (stopped) return settled;
        await settle(attemptId);
      }
      settled += behind.length;
      if (behind.length < SWEEP_BATCH) return settled;
    }
    return settled;
  }

  /** Settles every attempt whose clock is behind; answers how many. One sweep at a time. */
  function sweep(): Promise<number> {
    sweeping ??= sweepOnce().finally(() => (sweeping = undefined));
    return sweeping;
  }

  function schedule(): void {
    const { sweepMs } = engine.config.exams;
    if (stopped || sweepMs <= 0) return;
    timer = setTimeout(() => {
      sweep()
        .catch((error: unknown) => engine.log.error({ err: error }, 'Exam clock sweep failed'))
        .finally(schedule);
    }, sweepMs);
    timer.unref();
  }

  return {
    settle,
    sweep,
    /** Sweeps every EXAM_SWEEP_MS (when > 0). */
    start(): void {
      if (!timer && !stopped) schedule();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await sweeping?.catch(() => undefined);
    },
  };
}

export type ExamClock = ReturnType<typeof createExamClock>;
