import type { MarkingTaskResponse, MarkResponse, QueueResponse } from '@contract/examTypes';
import { MARKED_BEFORE, SENIOR_ONLY } from '@contract/messages/marking';
import { afterFirstMark, afterSecondMark } from '../../src/services/marking/qualityRules';
import {
  IELTS_SPEAKING_UNITS,
  IELTS_WRITING_UNITS,
  marksFor,
  tasksOf,
} from '../helpers/examAttempts';
import {
  claimAndMark,
  ieltsPlan,
  marking,
  markingWorld,
  readyForMarking,
  waitingTask,
  type MarkingWorld,
} from '../helpers/marking';
import { auditOf } from '../helpers/staff';

// The quality rules (SCHEME_RULES): a second, blind mark when the first differs from the objective
// skills' mean or the signals' estimate by 2 bands or more, or at random; a senior's decision when
// two marks differ by a band or more; otherwise their mean. Results wait for all of it.

// Each test builds a world of signed-in people (or runs audio tools): slow on a busy machine.
jest.setTimeout(60_000);

describe('the rules as decisions', () => {
  const facts = {
    scheme: 'ielts' as const,
    objectiveScores: [6, 7],
    estimate: null,
    randomShare: 0.1,
    random: () => 0.5,
  };

  it('asks for a second mark at a gap of 2 bands from the objective mean, not below', () => {
    expect(afterFirstMark({ ...facts, score: 8.5 })).toEqual({
      next: 'second',
      reason: 'objective-gap',
    });
    expect(afterFirstMark({ ...facts, score: 4.5 })).toEqual({
      next: 'second',
      reason: 'objective-gap',
    });
    expect(afterFirstMark({ ...facts, score: 8 })).toEqual({ next: 'final' });
    expect(afterFirstMark({ ...facts, score: 5 })).toEqual({ next: 'final' });
  });

  it('asks for one when the signals estimate differs as much, or at random for its share', () => {
    expect(afterFirstMark({ ...facts, score: 6.5, estimate: 4.5 })).toEqual({
      next: 'second',
      reason: 'signals-gap',
    });
    expect(afterFirstMark({ ...facts, score: 6.5, estimate: 5 })).toEqual({ next: 'final' });
    expect(afterFirstMark({ ...facts, score: 6.5, random: () => 0.099 })).toEqual({
      next: 'second',
      reason: 'random',
    });
    expect(afterFirstMark({ ...facts, score: 6.5, random: () => 0.1 })).toEqual({ next: 'final' });
    expect(afterFirstMark({ ...facts, score: 6.5, randomShare: 0, random: () => 0 })).toEqual({
      next: 'final',
    });
  });

  it('uses the mastery gaps (20 and 10 points) on the mastery scale', () => {
    const mastery = { ...facts, scheme: 'mastery' as const, objectiveScores: [60] };
    expect(afterFirstMark({ ...mastery, score: 80 })).toEqual({
      next: 'second',
      reason: 'objective-gap',
    });
    expect(afterFirstMark({ ...mastery, score: 79 })).toEqual({ next: 'final' });
    expect(afterSecondMark('mastery', 60, 70)).toEqual({ next: 'moderation' });
    expect(afterSecondMark('mastery', 60, 69)).toEqual({ next: 'final', score: 65 });
  });

  it('sends two marks a band apart to a senior; otherwise their mean, rounded as IELTS does', () => {
    expect(afterSecondMark('ielts', 7, 6)).toEqual({ next: 'moderation' });
    expect(afterSecondMark('ielts', 6, 7.5)).toEqual({ next: 'moderation' });
    expect(afterSecondMark('ielts', 7, 6.5)).toEqual({ next: 'final', score: 7 });
    expect(afterSecondMark('ielts', 6, 6.5)).toEqual({ next: 'final', score: 6.5 });
    expect(afterSecondMark('ielts', 6.5, 6.5)).toEqual({ next: 'final', score: 6.5 });
  });
});

describe('second marking and moderation through the API', () => {
  let world: MarkingWorld;
  beforeAll(async () => {
    world = await markingWorld();
  }, 60_000);
  afterAll(() => world.t.close());

  const resultsOf = (attemptId: string) =>
    world.t.db.query('SELECT overall::float8 AS overall FROM exam_results WHERE attempt_id = $1', [
      attemptId,
    ]);

  it('a far-off first mark gets a blind second mark by someone else, then a senior decides', async () => {
    const { attemptId, candidateNumber } = await readyForMarking(
      world,
      ieltsPlan(world, {
        objective: { listening: { raw: 16, score: 5 }, reading: { raw: 16, score: 5 } },
      }),
    );
    await claimAndMark(
      world.t,
      world.senior,
      await waitingTask(world.t, attemptId, 'speaking'),
      marksFor(IELTS_SPEAKING_UNITS, 5),
    );

    const first = await claimAndMark(
      world.t,
      world.first,
      await waitingTask(world.t, attemptId, 'writing'),
      marksFor(IELTS_WRITING_UNITS, 7.5),
    );
    expect(first.json<MarkResponse>()).toEqual({ score: 7.5, next: 'second' });
    const secondTask = await waitingTask(world.t, attemptId, 'writing', 'second');
    expect(
      (await tasksOf(world.t, attemptId)).find((task) => task.id === secondTask),
    ).toMatchObject({
      reason: 'objective-gap',
    });
    const provisional = await world.t.db.query(
      `SELECT score::float8 AS score, score_status FROM exam_attempt_sections
       WHERE attempt_id = $1 AND section_id = 'writing'`,
      [attemptId],
    );
    expect(provisional.rows[0]).toEqual({ score: 7.5, score_status: 'provisional' });

    // The first marker may not give the second mark, nor see it in their queue.
    const byFirst = await marking(world.t, world.first).claim(secondTask);
    expect(byFirst.statusCode).toBe(403);
    expect(byFirst.json()).toEqual({ message: MARKED_BEFORE });
    const firstQueue = (await marking(world.t, world.first).queue()).json<QueueResponse>();
    expect(firstQueue.rows.map((row) => row.taskId)).not.toContain(secondTask);
    const allQueue = (await marking(world.t, world.first).queue('?view=all')).json<QueueResponse>();
    expect(allQueue.rows.find((row) => row.taskId === secondTask)).toMatchObject({
      kind: 'second',
      canClaim: false,
    });

    // The second marker sees no earlier mark: blind.
    const claimed = await marking(world.t, world.second).claim(secondTask);
    expect(claimed.json<MarkingTaskResponse>().task).toMatchObject({
      kind: 'second',
      earlierMarks: [],
    });
    // The first mark appears nowhere (as a number: a time such as 06:56:17.579 is not it).
    expect(claimed.body).not.toMatch(/(?<![\d.])7\.5(?!\d)/);
    const second = await marking(world.t, world.second).mark(
      secondTask,
      marksFor(IELTS_WRITING_UNITS, 6),
    );
    expect(second.json<MarkResponse>()).toEqual({ score: 6, next: 'moderation' });
    await world.t.app.jobs.runDue();
    expect((await resultsOf(attemptId)).rows).toHaveLength(0);

    // An evaluator may not decide; a senior sees both marks, labelled by role, and decides.
    const moderation = await waitingTask(world.t, attemptId, 'writing', 'moderation');
    const byEvaluator = await marking(world.t, world.second).claim(moderation);
    expect(byEvaluator.statusCode).toBe(403);
    expect(byEvaluator.json()).toEqual({ message: SENIOR_ONLY });
    const bySenior = await marking(world.t, world.senior).claim(moderation);
    expect(bySenior.statusCode).toBe(200);
    const { task } = bySenior.json<MarkingTaskResponse>();
    expect(task.earlierMarks.map((mark) => [mark.label, mark.score])).toEqual([
      ['First marker', 7.5],
      ['Second marker', 6],
    ]);
    expect(bySenior.body).not.toContain('Priya');
    expect(bySenior.body).not.toContain('Rahul');
    const decided = await marking(world.t, world.senior).mark(
      moderation,
      marksFor(IELTS_WRITING_UNITS, 6.5),
    );
    expect(decided.json<MarkResponse>()).toEqual({ score: 6.5, next: 'final' });
    await world.t.app.jobs.runDue();
    // (5 + 5 + 6.5 + 5) / 4 = 5.375 → 5.5
    expect((await resultsOf(attemptId)).rows).toEqual([{ overall: 5.5 }]);
    expect(
      (await auditOf(world.t, 'attempt', candidateNumber)).map((entry) => entry.action),
    ).toEqual(['mark.moderation', 'mark.second', 'mark.first', 'mark.first']);
  });

  it('two marks within a band settle on their mean, rounded as IELTS does', async () => {
    const { attemptId } = await readyForMarking(
      world,
      ieltsPlan(world, {
        objective: { listening: { raw: 16, score: 5 }, reading: { raw: 16, score: 5 } },
      }),
    );
    await claimAndMark(
      world.t,
      world.first,
      await waitingTask(world.t, attemptId, 'writing'),
      marksFor(IELTS_WRITING_UNITS, 7.5),
    );
    const second = await claimAndMark(
      world.t,
      world.second,
      await waitingTask(world.t, attemptId, 'writing', 'second'),
      marksFor(IELTS_WRITING_UNITS, 7),
    );
    expect(second.json<MarkResponse>()).toEqual({ score: 7, next: 'final' });
    const section = await world.t.db.query(
      `SELECT score::float8 AS score, score_status FROM exam_attempt_sections
       WHERE attempt_id = $1 AND section_id = 'writing'`,
      [attemptId],
    );
    // (7.5 + 7) / 2 = 7.25 → 7.5
    expect(section.rows[0]).toEqual({ score: 7.5, score_status: 'final' });
  });

  it('a first mark far from the signals estimate gets a second mark too', async () => {
    const { attemptId } = await readyForMarking(world, ieltsPlan(world), { estimate: 4 });
    const first = await claimAndMark(
      world.t,
      world.first,
      await waitingTask(world.t, attemptId, 'writing'),
      marksFor(IELTS_WRITING_UNITS, 6.5),
    );
    expect(first.json<MarkResponse>()).toEqual({ score: 6.5, next: 'second' });
    expect(
      (await tasksOf(world.t, attemptId)).find((task) => task.kind === 'second'),
    ).toMatchObject({
      reason: 'signals-gap',
    });
  });
});

describe('random second marks', () => {
  it('checks the share of first marks the random numbers fall under', async () => {
    const numbers = [0.05, 0.5];
    const world = await markingWorld(
      { marking: { secondMarkShare: 0.1 } },
      { random: () => numbers.shift() ?? 0.99 },
    );
    try {
      const picked = await readyForMarking(world);
      const left = await readyForMarking(world);
      const first = await claimAndMark(
        world.t,
        world.first,
        await waitingTask(world.t, picked.attemptId, 'writing'),
        marksFor(IELTS_WRITING_UNITS, 7),
      );
      expect(first.json<MarkResponse>()).toEqual({ score: 7, next: 'second' });
      expect(
        (await tasksOf(world.t, picked.attemptId)).find((task) => task.kind === 'second'),
      ).toMatchObject({
        reason: 'random',
      });
      const other = await claimAndMark(
        world.t,
        world.first,
        await waitingTask(world.t, left.attemptId, 'writing'),
        marksFor(IELTS_WRITING_UNITS, 7),
      );
      expect(other.json<MarkResponse>()).toEqual({ score: 7, next: 'final' });
    } finally {
      await world.t.close();
    }
  });
});
