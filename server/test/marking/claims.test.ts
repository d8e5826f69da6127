import type { MarkingTaskResponse } from '@contract/examTypes';
import {
  ANNOTATION_MOMENT,
  ANNOTATION_PASSAGE,
  CLAIM_FIRST,
  CLAIM_RELEASED,
  IELTS_MARK_SCALE,
  MASTERY_MARK_SCALE,
  NOT_YOUR_CLAIM,
  TASK_NOT_FOUND,
} from '@contract/messages/marking';
import {
  IELTS_SPEAKING_UNITS,
  IELTS_WRITING_UNITS,
  MASTERY_FORM,
  marksFor,
} from '../helpers/examAttempts';
import {
  marking,
  markingWorld,
  readyForMarking,
  waitingTask,
  type MarkingWorld,
} from '../helpers/marking';
import { usingPostgres } from '../helpers/testDb';
import type { SignedIn } from '../helpers/users';

// Claims: one conditional UPDATE locks a response to one evaluator for MARKING_CLAIM_MINUTES;
// claiming again or saving a draft renews it, giving it back or letting it run out frees it. Two
// evaluators claiming at once: exactly one gets it (in parallel on PostgreSQL). And the checks on
// a mark: every criterion on the scheme's scale, annotations anchored to the unit's responses.

let world: MarkingWorld;
beforeAll(async () => {
  world = await markingWorld();
}, 60_000);
afterAll(() => world.t.close());

const holderOf = async (taskId: string) =>
  (
    await world.t.db.query<{ claimed_by: string | null; expires: Date | null }>(
      'SELECT claimed_by, claim_expires_at AS expires FROM marking_tasks WHERE id = $1',
      [taskId],
    )
  ).rows[0]!;

/** Moves a task's claim into the past, as if its 30 minutes had run out. */
const expireClaim = (taskId: string) =>
  world.t.db.query(
    `UPDATE marking_tasks SET claim_expires_at = now() - interval '1 minute' WHERE id = $1`,
    [taskId],
  );

describe('a claim', () => {
  let taskId: string;
  beforeAll(async () => {
    const { attemptId } = await readyForMarking(world);
    taskId = await waitingTask(world.t, attemptId, 'writing');
  });

  it('locks the response for 30 minutes and is renewed by claiming again', async () => {
    const before = Date.now();
    expect((await marking(world.t, world.first).claim(taskId)).statusCode).toBe(200);
    const held = await holderOf(taskId);
    expect(held.claimed_by).toBe(world.first.user.id);
    expect(held.expires!.getTime()).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    expect(held.expires!.getTime()).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await marking(world.t, world.first).claim(taskId)).statusCode).toBe(200);
    expect((await holderOf(taskId)).expires!.getTime()).toBeGreaterThan(held.expires!.getTime());
  });

  it('can be taken by another evaluator once it has run out', async () => {
    await expireClaim(taskId);
    const response = await marking(world.t, world.second).claim(taskId);
    expect(response.statusCode).toBe(200);
    expect(response.json<MarkingTaskResponse>().task.claim).toMatchObject({
      evaluatorName: 'Rahul Mehta',
      mine: true,
    });
    // The first evaluator's mark now comes too late.
    const late = await marking(world.t, world.first).mark(taskId, marksFor(IELTS_WRITING_UNITS, 6));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Rahul Mehta is marking this response until/);
  });

  it('is given back by its holder only', async () => {
    const byOther = await marking(world.t, world.first).release(taskId);
    expect(byOther.statusCode).toBe(409);
    expect(byOther.json()).toEqual({ message: NOT_YOUR_CLAIM });
    const released = await marking(world.t, world.second).release(taskId);
    expect(released.json()).toEqual({ message: CLAIM_RELEASED });
    expect(await holderOf(taskId)).toEqual({ claimed_by: null, expires: null });
    const mark = await marking(world.t, world.second).mark(
      taskId,
      marksFor(IELTS_WRITING_UNITS, 6),
    );
    expect(mark.statusCode).toBe(409);
    expect(mark.json()).toEqual({ message: CLAIM_FIRST });
  });

  it('a draft takes a free response and renews the claim', async () => {
    const saved = await marking(world.t, world.first).draft(taskId, { units: [], comment: 'x' });
    expect(saved.statusCode).toBe(200);
    expect((await holderOf(taskId)).claimed_by).toBe(world.first.user.id);
    const claimed = await marking(world.t, world.second).claim(taskId);
    expect(claimed.statusCode).toBe(409);
  });

  it('answers 404 for a task that does not exist', async () => {
    const response = await marking(world.t, world.first).claim(
      '00000000-0000-4000-8000-000000000000',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: TASK_NOT_FOUND });
  });
});

describe('two evaluators claiming the same response at once', () => {
  const ROUNDS = 40;

  it(`gives it to exactly one of them, ${ROUNDS} times over${usingPostgres() ? ' (PostgreSQL, in parallel)' : ''}`, async () => {
    const tasks: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const { attemptId } = await readyForMarking(world);
      tasks.push(await waitingTask(world.t, attemptId, 'writing'));
      tasks.push(await waitingTask(world.t, attemptId, 'speaking'));
    }
    let firstWins = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const taskId = tasks[round % tasks.length]!;
      // Half the rounds race for a claim that has run out (someone else held it).
      if (round % 2 === 1) {
        await marking(world.t, world.senior).claim(taskId);
        await expireClaim(taskId);
      }
      const racers: SignedIn[] =
        round % 3 === 0 ? [world.second, world.first] : [world.first, world.second];
      const answers = await Promise.all(racers.map((who) => marking(world.t, who).claim(taskId)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect({ round, statuses }).toEqual({ round, statuses: [200, 409] });
      const winner = racers[answers.findIndex((answer) => answer.statusCode === 200)]!;
      expect((await holderOf(taskId)).claimed_by).toBe(winner.user.id);
      if (winner === world.first) firstWins += 1;
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      expect(loser.json().message).toContain(`${winner.user.name} is marking this response until`);
      await marking(world.t, winner).release(taskId);
    }
    expect(firstWins).toBeGreaterThan(0);
  });
});

describe('the checks on a mark', () => {
  let writingTask: string;
  let speakingTask: string;
  beforeAll(async () => {
    const { attemptId } = await readyForMarking(world);
    writingTask = await waitingTask(world.t, attemptId, 'writing');
    speakingTask = await waitingTask(world.t, attemptId, 'speaking');
    await marking(world.t, world.first).claim(writingTask);
    await marking(world.t, world.first).claim(speakingTask);
  });

  const mark = (body: object, taskId = writingTask) =>
    marking(world.t, world.first).mark(taskId, body);

  it.each([9.5, 6.25, -0.5, 10, 100])('refuses a criterion mark of %s: 400', async (score) => {
    const body = marksFor(IELTS_WRITING_UNITS, (unitId, criterion) =>
      unitId === 'task-2' && criterion === 'lexical-resource' ? score : 6,
    );
    const response = await mark(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: IELTS_MARK_SCALE, code: 'VALIDATION' });
  });

  it('refuses a missing, repeated or unknown criterion, and a missing or extra unit', async () => {
    const full = marksFor(IELTS_WRITING_UNITS, 6);
    const missing = structuredClone(full);
    missing.units[0]!.criteria.pop();
    const repeated = structuredClone(full);
    repeated.units[0]!.criteria[3] = { ...repeated.units[0]!.criteria[0]! };
    const onlyOne = { ...full, units: [full.units[0]!] };
    const extra = { ...full, units: [...full.units, { ...full.units[0]!, unitId: 'task-3' }] };
    for (const [body, message] of [
      [missing, /^Mark every criterion of Writing Task 1, once each: task-achievement, /],
      [repeated, /^Mark every criterion of Writing Task 1/],
      [onlyOne, /^Mark every unit of this response, and only those: task-1, task-2\.$/],
      [extra, /^Mark every unit of this response/],
    ] as const) {
      const response = await mark(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('refuses an annotation not anchored in its unit: a passage of the essay, a moment of a recording', async () => {
    const withNote = (note: object, units = IELTS_WRITING_UNITS, index = 0) => {
      const body = marksFor(units, 6);
      body.units[index]!.annotations = [note] as never;
      return body;
    };
    for (const [body, message, taskId] of [
      [
        withNote({ questionId: 'w-task-2', start: 0, end: 5, text: 'x' }),
        /^The note on w-task-2 does not belong to Writing Task 1\.$/,
        writingTask,
      ],
      [withNote({ questionId: 'w-task-1', text: 'x' }), ANNOTATION_PASSAGE, writingTask],
      [
        withNote({ questionId: 'w-task-1', start: 10, end: 5, text: 'x' }),
        ANNOTATION_PASSAGE,
        writingTask,
      ],
      [
        withNote({ questionId: 'w-task-1', start: 0, end: 100_00, text: 'x' }),
        ANNOTATION_PASSAGE,
        writingTask,
      ],
      [
        withNote({ questionId: 's1-q1', start: 0, end: 3, text: 'x' }, IELTS_SPEAKING_UNITS),
        ANNOTATION_MOMENT,
        speakingTask,
      ],
      [
        withNote({ questionId: 's1-q1', atSeconds: 200, text: 'x' }, IELTS_SPEAKING_UNITS),
        ANNOTATION_MOMENT,
        speakingTask,
      ],
    ] as const) {
      const response = await mark(body, taskId);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message: typeof message === 'string' ? message : expect.stringMatching(message),
      });
    }
    const good = withNote(
      { questionId: 's1-q1', atSeconds: 12.5, text: 'Hesitates here.' },
      IELTS_SPEAKING_UNITS,
    );
    expect((await mark(good, speakingTask)).statusCode).toBe(200);
  });

  it('stores nothing for a refused mark', async () => {
    const marks = await world.t.db.query('SELECT 1 FROM marks WHERE task_id = $1', [writingTask]);
    expect(marks.rows).toHaveLength(0);
  });

  it('marks the mastery tests from 0 to 5 in half steps', async () => {
    const { attemptId } = await readyForMarking(world, {
      file: MASTERY_FORM,
      objective: { grammar: { raw: 1, score: 60 } },
      essays: { 'w-email': 'Dear customer, I am sorry your order arrived late.' },
    });
    const taskId = await waitingTask(world.t, attemptId, 'writing');
    await marking(world.t, world.first).claim(taskId);
    const units = [
      { unitId: 'email', criteria: ['task-fulfilment', 'organisation', 'vocabulary', 'accuracy'] },
    ];
    const over = await marking(world.t, world.first).mark(taskId, marksFor(units, 5.5));
    expect(over.json()).toEqual({ message: MASTERY_MARK_SCALE, code: 'VALIDATION' });
    const good = await marking(world.t, world.first).mark(taskId, marksFor(units, 3.5));
    // 3.5 of 5 on the 0-100 scale: 70.
    expect(good.json()).toEqual({ score: 70, next: 'final' });
  });
});
