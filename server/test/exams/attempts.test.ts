import type { AttemptResponse, ExamBriefing, MyTestsResponse } from '@contract/examTypes';
import type { ErrorResponse } from '@contract/types';
import * as m from '@contract/messages/exams';
import type { TestContext } from '../helpers/testApp';
import { examCall, grantTest, OTHER_TAB, startAttempt, TAB, examTestApp } from '../helpers/exams';
import { signInAs } from '../helpers/staff';
import { usingPostgres } from '../helpers/testDb';
import type { SignedIn } from '../helpers/users';

// Bought tests and their one attempt: the Tests tab, the briefing, starting, opening in one tab.

let t: TestContext;
let learner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ t, learner } = await examTestApp());
  other = await signInAs(t, 'learner');
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const messageOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).message;

describe('the Tests tab (GET /api/exam/my-tests)', () => {
  it('lists bought tests by their state, with the time left of one in progress', async () => {
    const who = await signInAs(t, 'learner');
    const notStarted = await grantTest(t, who.user.id);
    const running = await grantTest(t, who.user.id, 'ielts-practice', { extraTimePercent: 25 });
    const expired = await grantTest(t, who.user.id, 'english-mastery', { expiresInDays: -1 });
    const refunded = await grantTest(t, who.user.id, 'english-mastery-pro');
    await t.db.query('UPDATE test_entitlements SET revoked_at = now() WHERE id = $1', [refunded]);
    await startAttempt(t, who, running);

    const response = await examCall(t, who).get('/my-tests');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { tests, progress } = response.json<MyTestsResponse>();
    const byId = new Map(tests.map((test) => [test.entitlementId, test]));
    expect(byId.get(notStarted)).toMatchObject({
      status: 'not_started',
      attemptId: null,
      testSlug: 'ielts-practice',
      testName: 'IELTS Practice Test',
      refundable: true,
      timeLeftSeconds: null,
    });
    // 600 + 1200 + 1800 + 600 seconds, each with 25 % more: the first section has just begun.
    const inProgress = byId.get(running)!;
    expect(inProgress).toMatchObject({ status: 'in_progress', mode: 'exam', refundable: false });
    expect(inProgress.timeLeftSeconds).toBeGreaterThan(5250 - 5);
    expect(inProgress.timeLeftSeconds).toBeLessThanOrEqual(5250);
    expect(byId.get(expired)).toMatchObject({ status: 'expired', refundable: false });
    expect(byId.get(refunded)).toMatchObject({ status: 'refunded', refundable: false });
    expect(progress).toEqual([]);
  });

  it('shows released results: the overall result and each skill’s best and trend', async () => {
    const who = await signInAs(t, 'learner');
    const attempts: string[] = [];
    for (const [listening, overall] of [
      [6, 6.5],
      [7.5, 7],
    ]) {
      const entitlement = await grantTest(t, who.user.id);
      const { attempt } = await startAttempt(t, who, entitlement);
      attempts.push(attempt.id);
      await t.db.query(
        `UPDATE exam_attempts SET status = 'results_ready', results_released_at = now() WHERE id = $1`,
        [attempt.id],
      );
      await t.db.query(
        `INSERT INTO exam_results (attempt_id, report_id, candidate_name, test_name, scheme, overall,
           skills, taken_at)
         VALUES ($1, $2, 'Asha Verma', 'IELTS Practice Test', 'ielts', $3, $4::jsonb,
                 now() - make_interval(days => $5))`,
        [
          attempt.id,
          `VR-${attempt.id.slice(0, 8)}`,
          overall,
          JSON.stringify([
            { sectionId: 'listening', skill: 'listening', title: 'Listening', score: listening },
          ]),
          attempts.length === 1 ? 30 : 1,
        ],
      );
    }
    const { tests, progress } = (await examCall(t, who).get('/my-tests')).json<MyTestsResponse>();
    expect(tests.map((test) => [test.status, test.overall]).sort()).toEqual([
      ['results_ready', 6.5],
      ['results_ready', 7],
    ]);
    expect(progress).toEqual([
      {
        testSlug: 'ielts-practice',
        skill: 'listening',
        best: 7.5,
        trend: [
          { attemptId: attempts[0], at: expect.any(String), score: 6 },
          { attemptId: attempts[1], at: expect.any(String), score: 7.5 },
        ],
      },
    ]);
  });

  it('needs a signed-in learner', async () => {
    expect((await examCall(t).get('/my-tests')).statusCode).toBe(401);
  });
});

describe('the briefing', () => {
  it('gives the test’s and each section’s instructions, with any extra time in the times', async () => {
    const entitlement = await grantTest(t, learner.user.id, 'ielts-practice', {
      extraTimePercent: 50,
    });
    const response = await examCall(t, learner).get(`/entitlements/${entitlement}/briefing`);
    expect(response.statusCode).toBe(200);
    const body = response.json<ExamBriefing>();
    expect(body).toMatchObject({
      entitlementId: entitlement,
      testSlug: 'ielts-practice',
      testName: 'IELTS Practice Test',
      instructions: ['Answer every question.', 'The time of each section is shown.'],
      extraTimePercent: 50,
      attemptId: null,
      soundCheckSrc: '/exam/sound-check.ogg',
    });
    expect(body.sections.map((s) => [s.id, s.durationSeconds, s.questionCount])).toEqual([
      ['listening', 900, 6],
      ['reading', 1800, 5],
      ['writing', 2700, 2],
      ['speaking', 900, 2],
    ]);
  });

  it('is 404 for another learner’s or an unknown test, 409 once refunded or expired', async () => {
    const entitlement = await grantTest(t, learner.user.id);
    expect((await examCall(t, other).get(`/entitlements/${entitlement}/briefing`)).statusCode).toBe(
      404,
    );
    expect((await examCall(t, learner).get(`/entitlements/${UNKNOWN}/briefing`)).statusCode).toBe(
      404,
    );
    const expired = await grantTest(t, learner.user.id, 'ielts-practice', { expiresInDays: -1 });
    const late = await examCall(t, learner).get(`/entitlements/${expired}/briefing`);
    expect(late.statusCode).toBe(409);
    expect(messageOf(late)).toBe(m.ENTITLEMENT_EXPIRED);
  });

  it('is 409 while the test has no form to take', async () => {
    // The seed imports the committed forms; here the test has none active.
    await t.db.query(
      `UPDATE test_forms SET active = false
       WHERE test_id = (SELECT id FROM test_products WHERE slug = 'english-mastery')`,
    );
    const entitlement = await grantTest(t, learner.user.id, 'english-mastery');
    const response = await examCall(t, learner).get(`/entitlements/${entitlement}/briefing`);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(m.FORM_NOT_READY);
  });
});

describe('starting (one attempt per purchase)', () => {
  it('creates the attempt with its first section open and its clock running', async () => {
    const entitlement = await grantTest(t, learner.user.id);
    const response = await examCall(t, learner).post(`/entitlements/${entitlement}/start`, {
      mode: 'exam',
      tabId: TAB,
    });
    expect(response.statusCode).toBe(200);
    const { attempt, open } = response.json<AttemptResponse>();
    expect(attempt).toMatchObject({
      entitlementId: entitlement,
      mode: 'exam',
      status: 'in_progress',
      candidateNumber: expect.stringMatching(/^C\d{6,}$/),
      position: { sectionId: 'listening', questionId: 'l-q1' },
      nextSectionStartsAt: null,
      pausedAt: null,
    });
    expect(attempt.sections.map((s) => [s.id, s.status])).toEqual([
      ['listening', 'open'],
      ['reading', 'pending'],
      ['writing', 'pending'],
      ['speaking', 'pending'],
    ]);
    const listening = attempt.sections[0]!;
    expect((Date.parse(listening.deadlineAt!) - Date.parse(listening.startedAt!)) / 1000).toBe(600);
    expect(Math.abs(Date.parse(attempt.serverNow) - Date.parse(listening.startedAt!))).toBeLessThan(
      5000,
    );
    expect(open!.section.id).toBe('listening');
    expect(open!.answers).toEqual([]);
    // The closing job is scheduled at the deadline plus the save grace.
    const jobs = await t.db.query<{ kind: string; due: string }>(
      `SELECT kind, extract(epoch FROM run_at - $2::timestamptz)::int AS due FROM jobs
       WHERE payload->>'attemptId' = $1`,
      [attempt.id, listening.deadlineAt],
    );
    expect(jobs.rows).toEqual([{ kind: 'exam.closeSection', due: 5 }]);
  });

  it('a second start is the same attempt, and keeps the mode it began in', async () => {
    const entitlement = await grantTest(t, learner.user.id);
    const first = await startAttempt(t, learner, entitlement, 'practice');
    const again = await startAttempt(t, learner, entitlement, 'exam');
    expect(again.attempt.id).toBe(first.attempt.id);
    expect(again.attempt.mode).toBe('practice');
  });

  it('concurrent starts make one attempt', async () => {
    const entitlement = await grantTest(t, learner.user.id);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        examCall(t, learner).post(`/entitlements/${entitlement}/start`, {
          mode: 'exam',
          tabId: TAB,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const ids = new Set(responses.map((r) => r.json<AttemptResponse>().attempt.id));
    expect(ids.size).toBe(1);
    const count = await t.db.query('SELECT id FROM exam_attempts WHERE entitlement_id = $1', [
      entitlement,
    ]);
    expect(count.rowCount).toBe(1);
  });

  it('refuses a refunded or expired test, another learner’s and an unknown one', async () => {
    const refunded = await grantTest(t, learner.user.id);
    await t.db.query('UPDATE test_entitlements SET revoked_at = now() WHERE id = $1', [refunded]);
    const start = (who: SignedIn, id: string) =>
      examCall(t, who).post(`/entitlements/${id}/start`, { mode: 'exam', tabId: TAB });
    const r1 = await start(learner, refunded);
    expect([r1.statusCode, messageOf(r1)]).toEqual([409, m.ENTITLEMENT_REFUNDED]);
    const expired = await grantTest(t, learner.user.id, 'ielts-practice', { expiresInDays: -1 });
    const r2 = await start(learner, expired);
    expect([r2.statusCode, messageOf(r2)]).toEqual([409, m.ENTITLEMENT_EXPIRED]);
    const mine = await grantTest(t, learner.user.id);
    const r3 = await start(other, mine);
    expect([r3.statusCode, messageOf(r3)]).toEqual([404, m.TEST_NOT_FOUND]);
    expect((await start(learner, UNKNOWN)).statusCode).toBe(404);
    expect(
      (await examCall(t, learner).post(`/entitlements/${mine}/start`, { mode: 'live', tabId: TAB }))
        .statusCode,
    ).toBe(400);
    const none = await t.db.query(
      'SELECT id FROM exam_attempts WHERE entitlement_id = ANY($1::uuid[])',
      [[refunded, expired, mine]],
    );
    expect(none.rowCount).toBe(0);
  });

  it('an expired test already started stays open to its candidate', async () => {
    const entitlement = await grantTest(t, learner.user.id);
    const { attempt } = await startAttempt(t, learner, entitlement);
    await t.db.query(
      "UPDATE test_entitlements SET expires_at = now() - interval '1 day' WHERE id = $1",
      [entitlement],
    );
    const again = await startAttempt(t, learner, entitlement);
    expect(again.attempt.id).toBe(attempt.id);
  });
});

describe('one tab at a time', () => {
  it('another tab is told the attempt is open elsewhere, may take it over, and the first then cannot save', async () => {
    const entitlement = await grantTest(t, learner.user.id);
    const { attempt } = await startAttempt(t, learner, entitlement);
    const api = examCall(t, learner);

    const elsewhere = await api.post(`/attempts/${attempt.id}/open`, { tabId: OTHER_TAB });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json<ErrorResponse>()).toEqual({
      message: m.ATTEMPT_ELSEWHERE,
      code: 'ATTEMPT_ELSEWHERE',
    });
    // The tab holding it reopens it freely (a reload).
    expect((await api.post(`/attempts/${attempt.id}/open`, { tabId: TAB })).statusCode).toBe(200);

    const takeover = await api.post(`/attempts/${attempt.id}/open`, {
      tabId: OTHER_TAB,
      takeover: true,
    });
    expect(takeover.statusCode).toBe(200);
    const save = await api.put(`/attempts/${attempt.id}/answers`, {
      tabId: TAB,
      sectionId: 'listening',
      answers: [{ questionId: 'l-q3', value: ['B'], flagged: false, seq: 1 }],
    });
    expect(save.json<ErrorResponse>()).toMatchObject({ code: 'ATTEMPT_ELSEWHERE' });
    expect(save.statusCode).toBe(409);
  });

  it('reading an attempt claims no tab; another learner’s is 404', async () => {
    const entitlement = await grantTest(t, learner.user.id);
    const { attempt } = await startAttempt(t, learner, entitlement);
    const read = await examCall(t, learner).get(`/attempts/${attempt.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<AttemptResponse>().attempt.id).toBe(attempt.id);
    expect((await examCall(t, other).get(`/attempts/${attempt.id}`)).statusCode).toBe(404);
    expect(
      (await examCall(t, other).post(`/attempts/${attempt.id}/open`, { tabId: OTHER_TAB }))
        .statusCode,
    ).toBe(404);
    expect((await examCall(t, learner).get(`/attempts/${UNKNOWN}`)).statusCode).toBe(404);
    const held = await t.db.query<{ tab_id: string }>(
      'SELECT tab_id FROM exam_attempts WHERE id = $1',
      [attempt.id],
    );
    expect(held.rows[0]!.tab_id).toBe(TAB);
  });
});

(usingPostgres() ? describe : describe.skip)('starts in parallel on PostgreSQL', () => {
  it('many starts of one bought test from separate connections make one attempt', async () => {
    for (let round = 0; round < 5; round += 1) {
      const entitlement = await grantTest(t, learner.user.id);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          examCall(t, learner).post(`/entitlements/${entitlement}/start`, {
            mode: 'exam',
            tabId: `tab-parallel-${n}`,
          }),
        ),
      );
      // One start wins; the others find its attempt (and its tab: 409) or open it.
      expect(
        responses.filter((r) => ![200, 409].includes(r.statusCode)).map((r) => r.body),
      ).toEqual([]);
      const attempts = await t.db.query('SELECT id FROM exam_attempts WHERE entitlement_id = $1', [
        entitlement,
      ]);
      expect(attempts.rowCount).toBe(1);
      const sections = await t.db.query(
        'SELECT section_id FROM exam_attempt_sections WHERE attempt_id = $1',
        [(attempts.rows[0] as { id: string }).id],
      );
      expect(sections.rowCount).toBe(4);
    }
  });
});
