import type { AttemptResponse, SaveAnswersResponse } from '@contract/examTypes';
import type { ErrorResponse } from '@contract/types';
import * as m from '@contract/messages/exams';
import type { TestContext } from '../helpers/testApp';
import { examCall, grantTest, moveClock, startAttempt, TAB, examTestApp } from '../helpers/exams';
import { signInAs } from '../helpers/staff';
import { usingPostgres } from '../helpers/testDb';
import type { SignedIn } from '../helpers/users';

// Saving answers: sequenced and idempotent, to the open section only, refused once its time is up.

let t: TestContext;
let learner: SignedIn;

beforeAll(async () => {
  ({ t, learner } = await examTestApp());
});
afterAll(() => t.close());

async function freshAttempt(who = learner, mode: 'exam' | 'practice' = 'exam') {
  const entitlement = await grantTest(t, who.user.id);
  return (await startAttempt(t, who, entitlement, mode)).attempt;
}

type Answer = { questionId: string; value: unknown; flagged?: boolean; seq: number };

function save(attemptId: string, answers: Answer[], extra: Record<string, unknown> = {}) {
  return examCall(t, learner).put(`/attempts/${attemptId}/answers`, {
    tabId: TAB,
    sectionId: 'listening',
    answers: answers.map((answer) => ({ flagged: false, ...answer })),
    ...extra,
  });
}

async function held(attemptId: string) {
  const rows = await t.db.query<{
    question_id: string;
    value: unknown;
    flagged: boolean;
    seq: string;
  }>(
    'SELECT question_id, value, flagged, seq FROM exam_answers WHERE attempt_id = $1 ORDER BY question_id',
    [attemptId],
  );
  return rows.rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}

describe('sequenced, idempotent saves', () => {
  it('keeps a save only when its seq is newer than the one held, and says what it holds', async () => {
    const attempt = await freshAttempt();
    const first = await save(attempt.id, [
      { questionId: 'l-q1', value: 'lighthouse', seq: 5 },
      { questionId: 'l-q4', value: ['A', 'D'], seq: 5, flagged: true },
    ]);
    expect(first.statusCode).toBe(200);
    const body = first.json<SaveAnswersResponse>();
    expect(body.saved).toEqual(
      expect.arrayContaining([
        { questionId: 'l-q1', seq: 5 },
        { questionId: 'l-q4', seq: 5 },
      ]),
    );
    expect(body.deadlineAt).toBe(attempt.sections[0]!.deadlineAt);

    // An older save arriving late changes nothing, and the answer says the newer one is held.
    const late = await save(attempt.id, [{ questionId: 'l-q1', value: 'harbour', seq: 3 }]);
    expect(late.json<SaveAnswersResponse>().saved).toEqual([{ questionId: 'l-q1', seq: 5 }]);
    // The same save sent twice (a retry) changes nothing either.
    await save(attempt.id, [{ questionId: 'l-q1', value: 'lighthouse', seq: 5 }]);
    expect(await held(attempt.id)).toEqual([
      { question_id: 'l-q1', value: 'lighthouse', flagged: false, seq: 5 },
      { question_id: 'l-q4', value: ['A', 'D'], flagged: true, seq: 5 },
    ]);

    // A newer one replaces it; null clears the answer and keeps the flag as sent.
    await save(attempt.id, [
      { questionId: 'l-q1', value: 'old lighthouse', seq: 6 },
      { questionId: 'l-q4', value: null, seq: 7, flagged: true },
    ]);
    expect(await held(attempt.id)).toEqual([
      { question_id: 'l-q1', value: 'old lighthouse', flagged: false, seq: 6 },
      { question_id: 'l-q4', value: null, flagged: true, seq: 7 },
    ]);
  });

  it('a request naming a question twice keeps its newest seq', async () => {
    const attempt = await freshAttempt();
    const response = await save(attempt.id, [
      { questionId: 'l-q3', value: ['C'], seq: 9 },
      { questionId: 'l-q3', value: ['B'], seq: 8 },
    ]);
    expect(response.json<SaveAnswersResponse>().saved).toEqual([{ questionId: 'l-q3', seq: 9 }]);
    expect((await held(attempt.id))[0]).toMatchObject({ value: ['C'], seq: 9 });
  });

  it('keeps highlights by seq and the question on screen, which a resume opens', async () => {
    const attempt = await freshAttempt();
    await save(attempt.id, [], {
      highlights: [
        {
          partId: 'listening-1',
          highlights: [{ paragraph: 0, start: 2, end: 9, note: 'time' }],
          seq: 2,
        },
      ],
      questionId: 'l-q4',
    });
    const older = await save(attempt.id, [], {
      highlights: [{ partId: 'listening-1', highlights: [], seq: 1 }],
    });
    expect(older.json<SaveAnswersResponse>().highlights).toEqual([
      { partId: 'listening-1', seq: 2 },
    ]);
    const resumed = (
      await examCall(t, learner).get(`/attempts/${attempt.id}`)
    ).json<AttemptResponse>();
    expect(resumed.attempt.position).toEqual({ sectionId: 'listening', questionId: 'l-q4' });
    expect(resumed.open!.highlights).toEqual([
      {
        partId: 'listening-1',
        highlights: [{ paragraph: 0, start: 2, end: 9, note: 'time' }],
        seq: 2,
      },
    ]);
  });

  it('a resume shows every answer saved, with the answered count', async () => {
    const attempt = await freshAttempt();
    await save(attempt.id, [
      { questionId: 'l-q1', value: 'lighthouse', seq: 1 },
      { questionId: 'l-q4', value: ['A'], seq: 1 },
      { questionId: 'l-q2', value: '   ', seq: 1, flagged: true },
    ]);
    const { attempt: view, open } = (
      await examCall(t, learner).post(`/attempts/${attempt.id}/open`, { tabId: TAB })
    ).json<AttemptResponse>();
    expect(open!.answers).toEqual([
      { questionId: 'l-q1', value: 'lighthouse', flagged: false, seq: 1 },
      { questionId: 'l-q2', value: '   ', flagged: true, seq: 1 },
      { questionId: 'l-q4', value: ['A'], flagged: false, seq: 1 },
    ]);
    // One word typed and one of the two letters of a "choose TWO" question: 2 of 6 numbers.
    expect(view.sections[0]).toMatchObject({ questionCount: 6, answeredCount: 2 });
  });
});

describe('what a save may hold', () => {
  it('refuses a question not in the test or not in the section with 400, saving nothing', async () => {
    const attempt = await freshAttempt();
    const unknown = await save(attempt.id, [
      { questionId: 'l-q1', value: 'lighthouse', seq: 1 },
      { questionId: 'q-none', value: 'x', seq: 1 },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorResponse>().message).toBe(m.questionNotInTest('q-none'));
    const elsewhere = await save(attempt.id, [{ questionId: 'r-q1', value: 'TRUE', seq: 1 }]);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json<ErrorResponse>().message).toBe(
      m.questionNotInSection('r-q1', 'listening'),
    );
    const section = await examCall(t, learner).put(`/attempts/${attempt.id}/answers`, {
      tabId: TAB,
      sectionId: 'maths',
      answers: [],
    });
    expect(section.json<ErrorResponse>().message).toBe(m.sectionNotInTest('maths'));
    const part = await save(attempt.id, [], {
      highlights: [{ partId: 'reading-1', highlights: [], seq: 1 }],
    });
    expect(part.json<ErrorResponse>().message).toBe(m.partNotInSection('reading-1', 'listening'));
    expect(await held(attempt.id)).toEqual([]);
  });

  it('refuses answers that do not fit their question', async () => {
    const attempt = await freshAttempt();
    const cases: [Answer, string][] = [
      [{ questionId: 'l-q3', value: 'B', seq: 1 }, 'it must be a list of options'],
      [
        { questionId: 'l-q3', value: ['Z'], seq: 1 },
        'it names an option the question does not have',
      ],
      [{ questionId: 'l-q3', value: ['A', 'B'], seq: 1 }, 'at most 1 option may be chosen'],
      [{ questionId: 'l-q4', value: ['A', 'A'], seq: 1 }, 'it names an option twice'],
      [{ questionId: 'l-q6', value: 'D', seq: 1 }, 'it must be one of the options listed'],
      [{ questionId: 'l-q1', value: ['A'], seq: 1 }, 'it must be text'],
      [{ questionId: 'l-q1', value: 'x'.repeat(201), seq: 1 }, 'it must be at most 200 characters'],
    ];
    for (const [answer, why] of cases) {
      const response = await save(attempt.id, [answer]);
      expect([response.statusCode, response.json<ErrorResponse>().message]).toEqual([
        400,
        m.answerInvalid(answer.questionId, why),
      ]);
    }
    const noSeq = await examCall(t, learner).put(`/attempts/${attempt.id}/answers`, {
      tabId: TAB,
      sectionId: 'listening',
      answers: [{ questionId: 'l-q1', value: 'a', flagged: false, seq: 0 }],
    });
    expect(noSeq.statusCode).toBe(400);
    expect(await held(attempt.id)).toEqual([]);
  });

  it('another learner’s attempt is 404, another tab’s save 409', async () => {
    const attempt = await freshAttempt();
    const stranger = await signInAs(t, 'learner');
    const theirs = await examCall(t, stranger).put(`/attempts/${attempt.id}/answers`, {
      tabId: TAB,
      sectionId: 'listening',
      answers: [{ questionId: 'l-q1', value: 'x', flagged: false, seq: 1 }],
    });
    expect(theirs.statusCode).toBe(404);
    const otherTab = await save(attempt.id, [{ questionId: 'l-q1', value: 'x', seq: 1 }], {
      tabId: 'tab-somewhere-else',
    });
    expect([otherTab.statusCode, otherTab.json<ErrorResponse>().message]).toEqual([
      409,
      m.ATTEMPT_ELSEWHERE,
    ]);
    expect(await held(attempt.id)).toEqual([]);
  });
});

describe('late saves', () => {
  it('a save in the grace after the deadline counts; one after it is refused with 409, and nothing changes', async () => {
    const attempt = await freshAttempt();
    await save(attempt.id, [{ questionId: 'l-q1', value: 'lighthouse', seq: 1 }]);
    // The deadline passed 2 seconds ago: within the 5 s grace for answers in flight.
    await moveClock(t.db, attempt.id, 602);
    const inGrace = await save(attempt.id, [{ questionId: 'l-q2', value: 'raincoat', seq: 1 }]);
    expect(inGrace.statusCode).toBe(200);

    await moveClock(t.db, attempt.id, 10);
    const late = await save(attempt.id, [{ questionId: 'l-q1', value: 'changed', seq: 2 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorResponse>()).toEqual({
      message: m.SECTION_TIME_UP,
      code: 'SECTION_CLOSED',
    });
    expect(await held(attempt.id)).toEqual([
      { question_id: 'l-q1', value: 'lighthouse', flagged: false, seq: 1 },
      { question_id: 'l-q2', value: 'raincoat', flagged: false, seq: 1 },
    ]);

    // Once the section is closed (here by its job), the answer says it was closed by time.
    await t.db.query("UPDATE jobs SET run_at = now() WHERE payload->>'attemptId' = $1", [
      attempt.id,
    ]);
    await t.app.jobs.runDue();
    const closed = await save(attempt.id, [{ questionId: 'l-q1', value: 'changed', seq: 3 }]);
    expect([closed.statusCode, closed.json<ErrorResponse>().message]).toEqual([
      409,
      m.SECTION_TIME_UP,
    ]);
    // The answers saved in time were marked: two right of six.
    const section = await t.db.query<{ raw_marks: number; closed_by: string }>(
      `SELECT raw_marks, closed_by FROM exam_attempt_sections
       WHERE attempt_id = $1 AND section_id = 'listening'`,
      [attempt.id],
    );
    expect(section.rows[0]).toEqual({ raw_marks: 2, closed_by: 'time' });
  });

  it('a section handed in takes no more answers; nor does one not started', async () => {
    const attempt = await freshAttempt();
    const api = examCall(t, learner);
    await api.post(`/attempts/${attempt.id}/sections/listening/submit`, { tabId: TAB });
    const handedIn = await save(attempt.id, [{ questionId: 'l-q1', value: 'x', seq: 1 }]);
    expect([handedIn.statusCode, handedIn.json<ErrorResponse>().message]).toEqual([
      409,
      m.SECTION_HANDED_IN,
    ]);
    const notStarted = await api.put(`/attempts/${attempt.id}/answers`, {
      tabId: TAB,
      sectionId: 'writing',
      answers: [{ questionId: 'w-q1', value: 'An essay', flagged: false, seq: 1 }],
    });
    expect([notStarted.statusCode, notStarted.json<ErrorResponse>().message]).toEqual([
      409,
      m.SECTION_NOT_OPEN,
    ]);
  });
});

(usingPostgres() ? describe : describe.skip)('saves racing the deadline on PostgreSQL', () => {
  it('every save answered 200 is in the section as marked; every later one is refused', async () => {
    for (let round = 0; round < 3; round += 1) {
      const attempt = await freshAttempt();
      // The section's time and grace run out in about 300 ms, while saves keep arriving.
      await t.db.query(
        `UPDATE exam_attempt_sections
         SET deadline_at = now() - interval '5 seconds' + interval '300 milliseconds'
         WHERE attempt_id = $1 AND status = 'open'`,
        [attempt.id],
      );
      const acknowledged: number[] = [];
      const saving = (async () => {
        for (let seq = 1; seq <= 400; seq += 1) {
          const response = await save(attempt.id, [
            { questionId: 'l-q1', value: `answer ${seq}`, seq },
          ]);
          if (response.statusCode === 200) acknowledged.push(seq);
          else if (response.statusCode === 409) break;
          else throw new Error(response.body);
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 350));
      await t.app.examClock.sweep();
      await saving;
      const [answer] = await held(attempt.id);
      // The last save acknowledged is the one held and marked; none was lost.
      expect(answer!.seq).toBe(Math.max(...acknowledged));
      const status = await t.db.query<{ status: string }>(
        "SELECT status FROM exam_attempt_sections WHERE attempt_id = $1 AND section_id = 'listening'",
        [attempt.id],
      );
      expect(status.rows[0]!.status).toBe('closed');
    }
  }, 60_000);
});

describe('what a save costs the database', () => {
  it('is one statement, without a transaction, once this process has read the attempt', async () => {
    const attempt = await freshAttempt();
    await save(attempt.id, [{ questionId: 'l-q1', value: 'lighthouse', seq: 1 }]);
    // The app runs a statement outside a transaction through t.db.query, a transaction through
    // t.db.transaction; the session check (its own few seconds' cache aside) is not the save's.
    const statements = jest.spyOn(t.db, 'query');
    const transactions = jest.spyOn(t.db, 'transaction');
    try {
      const answered = await save(attempt.id, [{ questionId: 'l-q1', value: 'harbour', seq: 2 }]);
      expect(answered.statusCode).toBe(200);
      const saves = statements.mock.calls.filter(([sql]) => !sql.includes('refresh_tokens'));
      expect(saves).toHaveLength(1);
      expect(transactions).not.toHaveBeenCalled();
    } finally {
      statements.mockRestore();
      transactions.mockRestore();
    }
    expect(await held(attempt.id)).toEqual([
      { question_id: 'l-q1', value: 'harbour', flagged: false, seq: 2 },
    ]);
  });
});
