import type { SaveAnswersResponse } from '@contract/examTypes';
import type { TestContext } from '../helpers/testApp';
import { examCall, grantTest, startAttempt, TAB, examTestApp } from '../helpers/exams';
import type { SignedIn } from '../helpers/users';

// Saves sent at once, as a room that resends what it kept does: on PostgreSQL they really run side
// by side (each locks the attempt and its section), on the embedded database one after another.

let t: TestContext;
let learner: SignedIn;

beforeAll(async () => {
  ({ t, learner } = await examTestApp());
});
afterAll(() => t.close());

async function freshAttempt() {
  const entitlement = await grantTest(t, learner.user.id);
  return (await startAttempt(t, learner, entitlement)).attempt;
}

/** The answer a save with this seq sends: right ('lighthouse') when odd, wrong when even. */
const valueOf = (seq: number) => (seq % 2 === 1 ? 'lighthouse' : `harbour ${seq}`);

const save = (attemptId: string, seq: number, questionId = 'l-q1') =>
  examCall(t, learner).put(`/attempts/${attemptId}/answers`, {
    tabId: TAB,
    sectionId: 'listening',
    answers: [{ questionId, value: valueOf(seq), flagged: false, seq }],
    questionId,
  });

async function held(attemptId: string) {
  const rows = await t.db.query<{ question_id: string; value: unknown; seq: string }>(
    'SELECT question_id, value, seq FROM exam_answers WHERE attempt_id = $1 ORDER BY question_id',
    [attemptId],
  );
  return rows.rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}

/** 1..n in a shuffled order. */
function shuffled(n: number): number[] {
  const seqs = Array.from({ length: n }, (_, index) => index + 1);
  for (let index = seqs.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [seqs[index], seqs[other]] = [seqs[other]!, seqs[index]!];
  }
  return seqs;
}

describe('saves sent at once', () => {
  it('keeps the newest seq of one question whatever order they arrive in, and each says what is held', async () => {
    const attempt = await freshAttempt();
    const seqs = shuffled(40);
    const answers = await Promise.all(seqs.map((seq) => save(attempt.id, seq)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(seqs.map(() => 200));
    answers.forEach((answer, index) => {
      const [saved] = answer.json<SaveAnswersResponse>().saved;
      // What the server holds when it answered: this save's seq or a newer one.
      expect(saved!.questionId).toBe('l-q1');
      expect(saved!.seq).toBeGreaterThanOrEqual(seqs[index]!);
    });
    expect(await held(attempt.id)).toEqual([{ question_id: 'l-q1', value: valueOf(40), seq: 40 }]);
    // The place is the question of a save that was kept.
    const position = await t.db.query<{ position: { sectionId: string; questionId: string } }>(
      'SELECT position FROM exam_attempts WHERE id = $1',
      [attempt.id],
    );
    expect(position.rows[0]!.position).toEqual({ sectionId: 'listening', questionId: 'l-q1' });
  });

  it('every save answered 200 while the time runs out is held and marked; the others are refused with 409', async () => {
    const attempts = await Promise.all([1, 2, 3, 4].map(() => freshAttempt()));
    // The sections' time and grace run out in about 300 ms, while saves keep arriving.
    await t.db.query(
      `UPDATE exam_attempt_sections
       SET deadline_at = now() - interval '5 seconds' + interval '300 milliseconds'
       WHERE attempt_id = ANY($1::uuid[]) AND status = 'open'`,
      [attempts.map((attempt) => attempt.id)],
    );
    const acknowledged = new Map<string, number[]>();
    const statuses = new Set<number>();
    const saving = attempts.flatMap((attempt) => {
      acknowledged.set(attempt.id, []);
      let seq = 0;
      // Three senders per attempt, side by side, until the section refuses them.
      return [1, 2, 3].map(async () => {
        for (;;) {
          seq += 1;
          const sent = seq;
          const response = await save(attempt.id, sent);
          statuses.add(response.statusCode);
          if (response.statusCode === 200) acknowledged.get(attempt.id)!.push(sent);
          else return;
        }
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 350));
    await t.app.examClock.sweep();
    await Promise.all(saving);
    expect([...statuses].sort()).toEqual([200, 409]);
    for (const attempt of attempts) {
      // The newest save acknowledged is the one held, and the section was marked with it: a save
      // written after the marking would leave a mark that does not fit the answer held.
      const [answer] = await held(attempt.id);
      const newest = Math.max(...acknowledged.get(attempt.id)!);
      expect(answer).toEqual({ question_id: 'l-q1', value: valueOf(newest), seq: newest });
      const section = await t.db.query<{ status: string }>(
        `SELECT status FROM exam_attempt_sections
         WHERE attempt_id = $1 AND section_id = 'listening'`,
        [attempt.id],
      );
      expect(section.rows[0]!.status).toBe('closed');
      const marked = await t.db.query<{ marks: number | null }>(
        "SELECT marks FROM exam_answers WHERE attempt_id = $1 AND question_id = 'l-q1'",
        [attempt.id],
      );
      expect(marked.rows[0]!.marks).toBe(newest % 2 === 1 ? 1 : 0);
    }
  }, 60_000);
});
