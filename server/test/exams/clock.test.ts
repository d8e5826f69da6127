import type { AttemptResponse, SubmitSectionResponse } from '@contract/examTypes';
import type { ErrorResponse } from '@contract/types';
import * as m from '@contract/messages/exams';
import { grantExtraTime } from '../../src/services/exams';
import { appOn, type TestContext } from '../helpers/testApp';
import { examCall, grantTest, moveClock, startAttempt, TAB, examTestApp } from '../helpers/exams';
import type { SignedIn } from '../helpers/users';

// The server's clock: deadlines with extra time, sections closed by their job or the sweep (on any
// process, after a restart too), objective sections marked on closing, breaks, the hand-in.

let t: TestContext;
let learner: SignedIn;

beforeAll(async () => {
  ({ t, learner } = await examTestApp());
});
afterAll(() => t.close());

const api = () => examCall(t, learner);

async function freshAttempt(mode: 'exam' | 'practice' = 'exam', extraTimePercent = 0) {
  const entitlement = await grantTest(t, learner.user.id, 'ielts-practice', { extraTimePercent });
  return { entitlement, attempt: (await startAttempt(t, learner, entitlement, mode)).attempt };
}

const sectionsOf = async (attemptId: string) =>
  (
    await t.db.query<{
      section_id: string;
      status: string;
      closed_by: string | null;
      duration_seconds: number;
      raw_marks: number | null;
      max_marks: number | null;
      score: string | null;
      score_status: string | null;
    }>(
      `SELECT section_id, status, closed_by, duration_seconds, raw_marks, max_marks, score, score_status
       FROM exam_attempt_sections WHERE attempt_id = $1 ORDER BY position`,
      [attemptId],
    )
  ).rows;

const jobsOf = async (attemptId: string) =>
  (
    await t.db.query<{ kind: string; status: string; payload: { sectionId?: string } }>(
      `SELECT kind, status, payload FROM jobs WHERE payload->>'attemptId' = $1 ORDER BY seq`,
      [attemptId],
    )
  ).rows;

/** Every job of this attempt due now, then run. */
async function runJobsNow(attemptId: string) {
  await t.db.query(
    "UPDATE jobs SET run_at = now() WHERE payload->>'attemptId' = $1 AND status = 'pending'",
    [attemptId],
  );
  await t.app.jobs.runDue();
}

function save(attemptId: string, sectionId: string, answers: [string, unknown][], seq = 1) {
  return api().put(`/attempts/${attemptId}/answers`, {
    tabId: TAB,
    sectionId,
    answers: answers.map(([questionId, value]) => ({ questionId, value, flagged: false, seq })),
  });
}

describe('deadlines', () => {
  it('each section’s time includes the extra time granted; the deadline is its start plus it', async () => {
    const { attempt } = await freshAttempt('exam', 25);
    expect(attempt.extraTimePercent).toBe(25);
    expect(attempt.sections.map((s) => s.durationSeconds)).toEqual([750, 1500, 2250, 750]);
    const listening = attempt.sections[0]!;
    expect((Date.parse(listening.deadlineAt!) - Date.parse(listening.startedAt!)) / 1000).toBe(750);
  });
});

describe('closing by time', () => {
  it('the job at the deadline closes the section with the answers saved, marks it and starts the break', async () => {
    const { attempt } = await freshAttempt();
    await save(attempt.id, 'listening', [
      ['l-q1', 'Old Lighthouse.'],
      ['l-q2', 'rain coat'],
      ['l-q3', ['B']],
      ['l-q4', ['A', 'E']],
      ['l-q6', 'C'],
    ]);
    // Before the deadline the sweep changes nothing.
    await t.app.examClock.sweep();
    expect((await sectionsOf(attempt.id))[0]!.status).toBe('open');

    await moveClock(t.db, attempt.id, 606);
    await runJobsNow(attempt.id);
    const [listening, reading] = await sectionsOf(attempt.id);
    // "Old Lighthouse." (case and punctuation aside), B, one of A+D and C: 4 of 6; "rain coat" is
    // not an accepted spelling. 4 marks convert to band 7.
    expect(listening).toMatchObject({
      status: 'closed',
      closed_by: 'time',
      raw_marks: 4,
      max_marks: 6,
      score: '7.0',
      score_status: 'final',
    });
    expect(reading!.status).toBe('pending');
    const marks = await t.db.query<{ question_id: string; marks: number }>(
      `SELECT question_id, marks FROM exam_answers WHERE attempt_id = $1 AND section_id = 'listening'
       ORDER BY question_id`,
      [attempt.id],
    );
    expect(marks.rows).toEqual([
      { question_id: 'l-q1', marks: 1 },
      { question_id: 'l-q2', marks: 0 },
      { question_id: 'l-q3', marks: 1 },
      { question_id: 'l-q4', marks: 1 },
      { question_id: 'l-q6', marks: 1 },
    ]);

    const view = (await api().get(`/attempts/${attempt.id}`)).json<AttemptResponse>();
    expect(view.open).toBeNull();
    const closedAt = Date.parse(view.attempt.sections[0]!.closedAt!);
    // Time closes a section at its deadline; the next starts by itself 120 s later.
    expect(closedAt).toBe(Date.parse(view.attempt.sections[0]!.deadlineAt!));
    expect(Date.parse(view.attempt.nextSectionStartsAt!) - closedAt).toBe(120_000);
    expect((await jobsOf(attempt.id)).map((job) => [job.kind, job.status])).toEqual([
      ['exam.closeSection', 'done'],
      ['exam.startSection', 'pending'],
    ]);
  });

  it('after the break the next section starts by itself, its clock from the break’s end', async () => {
    const { attempt } = await freshAttempt();
    await moveClock(t.db, attempt.id, 606);
    await runJobsNow(attempt.id);
    await moveClock(t.db, attempt.id, 130);
    await runJobsNow(attempt.id);
    const view = (await api().get(`/attempts/${attempt.id}`)).json<AttemptResponse>();
    const [listening, reading] = view.attempt.sections;
    expect(reading!.status).toBe('open');
    expect(Date.parse(reading!.startedAt!) - Date.parse(listening!.closedAt!)).toBe(120_000);
    expect(view.open!.section.id).toBe('reading');
    expect(view.attempt.nextSectionStartsAt).toBeNull();
  });

  it('the candidate may start the next section before the break ends, in order only', async () => {
    const { attempt } = await freshAttempt();
    await api().post(`/attempts/${attempt.id}/sections/listening/submit`, { tabId: TAB });
    const wrong = await api().post(`/attempts/${attempt.id}/sections/writing/start`, {
      tabId: TAB,
    });
    expect([wrong.statusCode, wrong.json<ErrorResponse>().message]).toEqual([
      409,
      m.SECTION_NOT_NEXT,
    ]);
    const started = await api().post(`/attempts/${attempt.id}/sections/reading/start`, {
      tabId: TAB,
    });
    expect(started.statusCode).toBe(200);
    const view = started.json<AttemptResponse>();
    expect(view.open!.section.id).toBe('reading');
    expect(view.attempt.position).toEqual({ sectionId: 'reading', questionId: 'r-q1' });
    const again = await api().post(`/attempts/${attempt.id}/sections/reading/start`, {
      tabId: TAB,
    });
    expect(again.statusCode).toBe(200);
  });

  it('an attempt nobody looks at runs to its end: the sweep closes and starts every section in turn', async () => {
    const { attempt } = await freshAttempt();
    await save(attempt.id, 'listening', [['l-q3', ['B']]]);
    // Hours pass with the server down: no job ran.
    await moveClock(t.db, attempt.id, 6 * 3600);
    expect(await t.app.examClock.sweep()).toBeGreaterThanOrEqual(1);
    const sections = await sectionsOf(attempt.id);
    expect(sections.map((s) => [s.section_id, s.status, s.closed_by])).toEqual([
      ['listening', 'closed', 'time'],
      ['reading', 'closed', 'time'],
      ['writing', 'closed', 'time'],
      ['speaking', 'closed', 'time'],
    ]);
    expect(sections[0]).toMatchObject({ raw_marks: 1, score: '0.0' });
    expect(sections[1]).toMatchObject({ raw_marks: 0, max_marks: 5 });
    const status = await t.db.query<{ status: string; submitted_at: Date | null }>(
      'SELECT status, submitted_at FROM exam_attempts WHERE id = $1',
      [attempt.id],
    );
    expect(status.rows[0]!.status).toBe('submitted');
    expect(status.rows[0]!.submitted_at).not.toBeNull();
    // Both expert sections are announced to marking, once each.
    const announced = (await jobsOf(attempt.id))
      .filter((job) => job.kind === 'exam.sectionClosed')
      .map((job) => job.payload.sectionId);
    expect(announced).toEqual(['writing', 'speaking']);
  });

  it('a restart neither ends nor corrupts an attempt: another process’s sweep closes it on time', async () => {
    const { attempt } = await freshAttempt();
    await save(attempt.id, 'listening', [['l-q6', 'C']]);
    // The process that started the attempt stops; its jobs never run there.
    const restarted = await appOn(t.db);
    try {
      await restarted.app.ready();
      // Not before the deadline...
      await restarted.app.examClock.sweep();
      expect((await sectionsOf(attempt.id))[0]!.status).toBe('open');
      // ...and once it and the grace have passed.
      await moveClock(t.db, attempt.id, 606);
      expect(await restarted.app.examClock.sweep()).toBeGreaterThanOrEqual(1);
    } finally {
      await restarted.close();
    }
    expect((await sectionsOf(attempt.id))[0]).toMatchObject({
      status: 'closed',
      closed_by: 'time',
      raw_marks: 1,
    });
    const view = (await api().get(`/attempts/${attempt.id}`)).json<AttemptResponse>();
    expect(view.attempt.status).toBe('in_progress');
    expect(view.attempt.sections[1]!.status).toBe('pending');
  });

  it('a read of an attempt whose clock is behind brings it up to date first', async () => {
    const { attempt } = await freshAttempt();
    await moveClock(t.db, attempt.id, 700);
    const view = (await api().get(`/attempts/${attempt.id}`)).json<AttemptResponse>();
    expect(view.attempt.sections[0]).toMatchObject({ status: 'closed', closedBy: 'time' });
  });
});

describe('handing in', () => {
  it('an objective section is marked at once and its score answered', async () => {
    const { attempt } = await freshAttempt();
    await save(attempt.id, 'listening', [
      ['l-q1', 'lighthouse'],
      ['l-q2', 'waterproof jacket'],
      ['l-q3', ['B']],
      ['l-q4', ['D', 'A']],
      ['l-q6', 'C'],
    ]);
    const response = await api().post(`/attempts/${attempt.id}/sections/listening/submit`, {
      tabId: TAB,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<SubmitSectionResponse>();
    expect(body.score).toEqual({
      sectionId: 'listening',
      skill: 'listening',
      raw: 6,
      maxRaw: 6,
      score: 9,
    });
    expect(body.attempt.sections[0]).toMatchObject({ status: 'closed', closedBy: 'candidate' });
    expect(body.attempt.nextSectionStartsAt).not.toBeNull();
    const again = await api().post(`/attempts/${attempt.id}/sections/listening/submit`, {
      tabId: TAB,
    });
    expect([again.statusCode, again.json<ErrorResponse>().message]).toEqual([
      409,
      m.SECTION_HANDED_IN,
    ]);
  });

  it('an expert section is announced to marking; the last one hands the attempt in', async () => {
    const { attempt } = await freshAttempt();
    for (const sectionId of ['listening', 'reading', 'writing']) {
      if (sectionId !== 'listening')
        await api().post(`/attempts/${attempt.id}/sections/${sectionId}/start`, { tabId: TAB });
      if (sectionId === 'writing')
        await save(attempt.id, 'writing', [['w-q2', 'Harbours keep a town’s story alive.']]);
      await api().post(`/attempts/${attempt.id}/sections/${sectionId}/submit`, { tabId: TAB });
    }
    await api().post(`/attempts/${attempt.id}/sections/speaking/start`, { tabId: TAB });
    const last = await api().post(`/attempts/${attempt.id}/sections/speaking/submit`, {
      tabId: TAB,
    });
    const body = last.json<SubmitSectionResponse>();
    expect(body.score).toBeNull();
    expect(body.attempt.status).toBe('submitted');
    expect(body.attempt.nextSectionStartsAt).toBeNull();
    const announced = (await jobsOf(attempt.id)).filter((job) => job.kind === 'exam.sectionClosed');
    // Waiting, or already run where marking handles them (as soon as the close commits).
    expect(announced.map((job) => job.payload.sectionId)).toEqual(['writing', 'speaking']);
    for (const job of announced) expect(['pending', 'running', 'done']).toContain(job.status);
    const after = await save(attempt.id, 'speaking', [['s-q1', null]]);
    expect([after.statusCode, after.json<ErrorResponse>().message]).toEqual([409, m.ATTEMPT_OVER]);
  });
});

describe('practice mode', () => {
  it('pausing stops the clock: the deadline moves on by the pause, and no closing happens meanwhile', async () => {
    const { attempt } = await freshAttempt('practice');
    const deadline = Date.parse(attempt.sections[0]!.deadlineAt!);
    const paused = await api().post(`/attempts/${attempt.id}/pause`, { tabId: TAB });
    expect(paused.json<AttemptResponse>().attempt.pausedAt).not.toBeNull();
    // 700 s of pause pass, during which the section's deadline (as it stood) passes.
    await t.db.query(
      "UPDATE exam_attempts SET paused_at = paused_at - interval '700 seconds' WHERE id = $1",
      [attempt.id],
    );
    await moveClock(t.db, attempt.id, 700);
    await t.app.examClock.sweep();
    await runJobsNow(attempt.id);
    expect((await sectionsOf(attempt.id))[0]!.status).toBe('open');
    const saved = await save(attempt.id, 'listening', [['l-q1', 'lighthouse']]);
    expect(saved.statusCode).toBe(200);

    const resumed = (
      await api().post(`/attempts/${attempt.id}/resume`, { tabId: TAB })
    ).json<AttemptResponse>();
    expect(resumed.attempt.pausedAt).toBeNull();
    const moved = Date.parse(resumed.attempt.sections[0]!.deadlineAt!);
    // The deadline, 700 s earlier than it was, moved on by the 700 s pause (and the moments since).
    expect(moved - deadline).toBeGreaterThanOrEqual(0);
    expect(moved - deadline).toBeLessThan(10_000);
    expect(resumed.attempt.sections[0]!.status).toBe('open');
  });

  it('an exam attempt cannot be paused', async () => {
    const { attempt } = await freshAttempt('exam');
    const response = await api().post(`/attempts/${attempt.id}/pause`, { tabId: TAB });
    expect([response.statusCode, response.json<ErrorResponse>().message]).toEqual([
      409,
      m.PRACTICE_ONLY,
    ]);
  });
});

describe('extra time (grantExtraTime)', () => {
  it('before the attempt, its sections get the longer times when it starts', async () => {
    const entitlement = await grantTest(t, learner.user.id);
    const granted = await t.db.transaction((tx) => grantExtraTime(tx, entitlement, 50));
    expect(granted).toEqual({ extraTimePercent: 50, sections: [] });
    const { attempt } = await startAttempt(t, learner, entitlement);
    expect(attempt.sections.map((s) => s.durationSeconds)).toEqual([900, 1800, 2700, 900]);
  });

  it('during the attempt, the running section’s deadline and the later sections’ times move', async () => {
    const { entitlement, attempt } = await freshAttempt();
    await api().post(`/attempts/${attempt.id}/sections/listening/submit`, { tabId: TAB });
    await api().post(`/attempts/${attempt.id}/sections/reading/start`, { tabId: TAB });
    const before = (await api().get(`/attempts/${attempt.id}`)).json<AttemptResponse>();
    const readingDeadline = Date.parse(before.attempt.sections[1]!.deadlineAt!);

    const granted = await t.db.transaction((tx) => grantExtraTime(tx, entitlement, 25));
    expect(granted.sections.map((s) => [s.sectionId, s.durationSeconds])).toEqual([
      ['reading', 1500],
      ['writing', 2250],
      ['speaking', 750],
    ]);
    const after = (await api().get(`/attempts/${attempt.id}`)).json<AttemptResponse>();
    expect(after.attempt.extraTimePercent).toBe(25);
    expect(after.attempt.sections.map((s) => s.durationSeconds)).toEqual([600, 1500, 2250, 750]);
    expect(Date.parse(after.attempt.sections[1]!.deadlineAt!) - readingDeadline).toBe(300_000);
    // A closing job at the new deadline.
    const closing = await t.db.query<{ due: number }>(
      `SELECT extract(epoch FROM run_at - $2::timestamptz)::int AS due FROM jobs
       WHERE kind = 'exam.closeSection' AND payload->>'attemptId' = $1
         AND payload->>'sectionId' = 'reading' AND status = 'pending'
       ORDER BY run_at DESC LIMIT 1`,
      [attempt.id, after.attempt.sections[1]!.deadlineAt],
    );
    expect(closing.rows[0]!.due).toBe(5);

    // The old deadline passing closes nothing now.
    await moveClock(t.db, attempt.id, 1205);
    await runJobsNow(attempt.id);
    expect((await sectionsOf(attempt.id))[1]!.status).toBe('open');
  });

  it('refuses an unknown bought test and an attempt that is over', async () => {
    await expect(
      t.db.transaction((tx) => grantExtraTime(tx, '00000000-0000-4000-8000-000000000000', 25)),
    ).rejects.toMatchObject({ statusCode: 404 });
    const { entitlement, attempt } = await freshAttempt();
    await moveClock(t.db, attempt.id, 6 * 3600);
    await t.app.examClock.sweep();
    await expect(
      t.db.transaction((tx) => grantExtraTime(tx, entitlement, 25)),
    ).rejects.toMatchObject({ statusCode: 409, message: m.ATTEMPT_OVER });
    const kept = await t.db.query<{ extra_time_percent: number }>(
      'SELECT extra_time_percent FROM test_entitlements WHERE id = $1',
      [entitlement],
    );
    expect(kept.rows[0]!.extra_time_percent).toBe(0);
  });
});
