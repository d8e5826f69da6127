import type {
  ExamResultResponse,
  MarkResponse,
  MyTestsResponse,
  QueueResponse,
  VerifiedReportResponse,
} from '@contract/examTypes';
import { examCall, grantTest, startAttempt, TAB, withFixtureForm } from '../helpers/exams';
import { marksFor, tasksOf } from '../helpers/examAttempts';
import { pdfText } from '../billing/pdfText';
import {
  claimAndMark,
  LEARNER_NAME,
  marking,
  markingWorld,
  type MarkingWorld,
} from '../helpers/marking';

// The evaluator's path end to end, driven through the exam engine itself (no rows written by
// hand): a learner takes the fixture IELTS form, each expert section's closing queues its task,
// evaluators claim and mark on the rubric (a second mark and a senior's decision where the rules
// ask), the results are released, and the learner's provisional result becomes the final one, with
// the score report and its public verification.

const WRITING_UNITS = [
  {
    unitId: 'task-1',
    criteria: ['task-achievement', 'coherence-cohesion', 'lexical-resource', 'grammatical-range'],
  },
  {
    unitId: 'task-2',
    criteria: ['task-response', 'coherence-cohesion', 'lexical-resource', 'grammatical-range'],
  },
];
const SPEAKING_UNITS = [
  {
    unitId: 'interview',
    criteria: ['fluency-coherence', 'lexical-resource', 'grammatical-range', 'pronunciation'],
  },
];

let world: MarkingWorld;
beforeAll(async () => {
  // No random second marks: only the rules' own reasons apply.
  world = await markingWorld({}, { random: () => 0.99 });
  await withFixtureForm(world.t.db);
}, 60_000);
afterAll(() => world.t.close());

const learnerApi = () => examCall(world.t, world.learner);

async function save(attemptId: string, sectionId: string, answers: [string, unknown][]) {
  const response = await learnerApi().put(`/attempts/${attemptId}/answers`, {
    tabId: TAB,
    sectionId,
    answers: answers.map(([questionId, value]) => ({ questionId, value, flagged: false, seq: 1 })),
  });
  expect(response.statusCode).toBe(200);
}

async function post(url: string) {
  const response = await learnerApi().post(url, { tabId: TAB });
  expect([url, response.statusCode]).toEqual([url, 200]);
}

async function record(attemptId: string, questionId: string) {
  const chunk = await world.t.app.inject({
    method: 'PUT',
    url: `/api/exam/attempts/${attemptId}/recordings/${questionId}/chunks/0?tabId=${TAB}`,
    headers: { ...world.learner.auth, 'content-type': 'audio/webm' },
    payload: Buffer.alloc(64, 7),
  });
  expect(chunk.statusCode).toBe(200);
  const finished = await learnerApi().post(
    `/attempts/${attemptId}/recordings/${questionId}/finish`,
    {
      tabId: TAB,
      chunks: 1,
      durationSeconds: 20,
    },
  );
  expect(finished.statusCode).toBe(200);
}

/** The background work a running server would do by itself: due jobs, then their side tasks. */
async function runJobs() {
  await world.t.app.jobs.runDue();
  await world.t.app.tasks.idle();
}

const result = async () =>
  (
    await world.t.app.inject({
      method: 'GET',
      url: `/api/exam/attempts/${attemptId}/result`,
      headers: world.learner.auth,
    })
  ).json<ExamResultResponse>().result;

const resultMails = () =>
  world.t.mail.to(world.learner.user.email).filter((mail) => /results/i.test(mail.subject));

let attemptId: string;

describe('from the exam room to a verified score report', () => {
  it('queues nothing until an expert section closes, then one blind first task for it', async () => {
    const entitlement = await grantTest(world.t, world.learner.user.id, 'ielts-practice');
    attemptId = (await startAttempt(world.t, world.learner, entitlement)).attempt.id;

    // Every listening and reading answer right: 6 of 6 and 5 of 5, band 9 each.
    await save(attemptId, 'listening', [
      ['l-q1', 'Old Lighthouse'],
      ['l-q2', 'raincoat'],
      ['l-q3', ['B']],
      ['l-q4', ['A', 'D']],
      ['l-q6', 'C'],
    ]);
    await post(`/attempts/${attemptId}/sections/listening/submit`);
    await post(`/attempts/${attemptId}/sections/reading/start`);
    await save(attemptId, 'reading', [
      ['r-q1', 'FALSE'],
      ['r-q2', 'NOT GIVEN'],
      ['r-q3', 'i'],
      ['r-q4', 'ii'],
      ['r-q5', 'kettles'],
    ]);
    await post(`/attempts/${attemptId}/sections/reading/submit`);
    await runJobs();
    expect(await tasksOf(world.t, attemptId)).toEqual([]);

    // The provisional result: what the machine marked, at once.
    const provisional = await result();
    expect(provisional.status).toBe('provisional');
    expect(provisional.overall).toBeNull();
    expect(provisional.report).toBeNull();
    expect(provisional.skills.map((skill) => [skill.skill, skill.score])).toEqual([
      ['listening', 9],
      ['reading', 9],
      ['writing', null],
      ['speaking', null],
    ]);

    await post(`/attempts/${attemptId}/sections/writing/start`);
    await save(attemptId, 'writing', [
      ['w-q1', 'Visitors to the harbour rose from twelve thousand in spring to thirty thousand.'],
      ['w-q2', 'Old harbours keep a town’s story alive, so towns should look after them.'],
    ]);
    await post(`/attempts/${attemptId}/sections/writing/submit`);
    await runJobs();
    expect((await tasksOf(world.t, attemptId)).map((task) => [task.section_id, task.kind])).toEqual(
      [['writing', 'first']],
    );

    await post(`/attempts/${attemptId}/sections/speaking/start`);
    await record(attemptId, 's-q1');
    await record(attemptId, 's-q2');
    await post(`/attempts/${attemptId}/sections/speaking/submit`);
    await runJobs();
    const tasks = await tasksOf(world.t, attemptId);
    expect(tasks.map((task) => [task.section_id, task.kind, task.status])).toEqual([
      ['writing', 'first', 'waiting'],
      ['speaking', 'first', 'waiting'],
    ]);
    // Both due MARKING_DUE_HOURS (48) after the hand-in, writing too though it closed earlier.
    // (Within a millisecond: the times are kept to the microsecond, JavaScript's to the millisecond.)
    const due = await world.t.db.query<{ section_id: string; seconds: string }>(
      `SELECT t.section_id, EXTRACT(EPOCH FROM t.due_at - a.submitted_at)::text AS seconds
       FROM marking_tasks t JOIN exam_attempts a ON a.id = t.attempt_id
       WHERE t.attempt_id = $1 ORDER BY t.created_at`,
      [attemptId],
    );
    expect(due.rows.map((row) => row.section_id)).toEqual(['writing', 'speaking']);
    for (const row of due.rows) expect(Number(row.seconds)).toBeCloseTo(48 * 3600, 2);
    // The signals were computed by their job; their estimate is set aside here so that only the
    // objective gap decides the second marks below.
    const signals = await world.t.db.query(
      'SELECT section_id FROM exam_signals WHERE attempt_id = $1',
      [attemptId],
    );
    expect(signals.rows).toHaveLength(2);
    await world.t.db.query('UPDATE exam_signals SET estimate = NULL WHERE attempt_id = $1', [
      attemptId,
    ]);

    const queue = await marking(world.t, world.first).queue();
    expect(queue.statusCode).toBe(200);
    expect(queue.body).not.toContain(LEARNER_NAME);
    expect(queue.body).not.toContain(world.learner.user.email);
    const ids = new Set(tasks.map((task) => task.id));
    const rows = queue.json<QueueResponse>().rows.filter((row) => ids.has(row.taskId));
    // Oldest first, blind (one candidate number for both), neither overdue.
    expect(rows.map((row) => [row.skill, row.kind, row.overdue, row.canClaim])).toEqual([
      ['writing', 'first', false, true],
      ['speaking', 'first', false, true],
    ]);
    expect(new Set(rows.map((row) => row.candidateNumber)).size).toBe(1);
  });

  it('a writing mark far from listening and reading gets a blind second mark, then a senior decides', async () => {
    const [writing] = await tasksOf(world.t, attemptId);
    const first = await claimAndMark(world.t, world.first, writing!.id, marksFor(WRITING_UNITS, 6));
    expect(first.json<MarkResponse>()).toEqual({ score: 6, next: 'second' });

    const second = (await tasksOf(world.t, attemptId)).find((task) => task.kind === 'second')!;
    expect(second.reason).toBe('objective-gap');
    // The first evaluator may not mark the same response again.
    expect((await marking(world.t, world.first).claim(second.id)).statusCode).toBe(403);
    const secondMark = await claimAndMark(
      world.t,
      world.second,
      second.id,
      marksFor(WRITING_UNITS, 7),
    );
    expect(secondMark.json<MarkResponse>()).toEqual({ score: 7, next: 'moderation' });

    const moderation = (await tasksOf(world.t, attemptId)).find(
      (task) => task.kind === 'moderation',
    )!;
    expect((await marking(world.t, world.second).claim(moderation.id)).statusCode).toBe(403);
    const decided = await claimAndMark(
      world.t,
      world.senior,
      moderation.id,
      marksFor(WRITING_UNITS, 7),
    );
    expect(decided.json<MarkResponse>()).toEqual({ score: 7, next: 'final' });
    await runJobs();
    // Speaking is still waiting: nothing is released.
    expect((await result()).status).toBe('provisional');
    expect(resultMails()).toEqual([]);
  });

  it('the last mark releases the results: final bands, the Tests tab, one mail', async () => {
    const speaking = (await tasksOf(world.t, attemptId)).find(
      (task) => task.section_id === 'speaking',
    )!;
    const marked = await claimAndMark(
      world.t,
      world.first,
      speaking.id,
      marksFor(SPEAKING_UNITS, 7.5),
    );
    expect(marked.json<MarkResponse>()).toEqual({ score: 7.5, next: 'final' });
    await runJobs();

    const final = await result();
    expect(final.status).toBe('final');
    // (9 + 9 + 7 + 7.5) / 4 = 8.125 → 8
    expect(final.overall).toBe(8);
    expect(final.skills.map((skill) => [skill.skill, skill.score])).toEqual([
      ['listening', 9],
      ['reading', 9],
      ['writing', 7],
      ['speaking', 7.5],
    ]);
    const writing = final.skills.find((skill) => skill.skill === 'writing')!;
    expect(writing.units.map((unit) => unit.criteria.length)).toEqual([4, 4]);
    expect(writing.units[1]!.responses[0]!.text).toContain('Old harbours');
    const speakingResult = final.skills.find((skill) => skill.skill === 'speaking')!;
    expect(
      speakingResult.units[0]!.responses.every((r) => r.recordingSrc?.includes('/recordings/')),
    ).toBe(true);
    expect(final.skills[0]!.questions.length).toBe(5);
    expect(final.report?.reportId).toMatch(/^VR-/);

    const myTests = (await learnerApi().get('/my-tests')).json<MyTestsResponse>();
    expect(myTests.tests.find((test) => test.attemptId === attemptId)).toMatchObject({
      status: 'results_ready',
      overall: 8,
    });
    const mails = resultMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      'Your results for IELTS Practice Test are ready - Vaani Academy',
    );
    expect(mails[0]!.text).toContain('Overall band: 8.');
  });

  it('the score report prints the bands and its number; the public page confirms them', async () => {
    const { reportId } = (await result()).report!;
    const pdf = await world.t.app.inject({
      method: 'GET',
      url: `/api/exam/attempts/${attemptId}/report.pdf`,
      headers: world.learner.auth,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(LEARNER_NAME);
    expect(text).toContain(reportId);
    expect(text).toContain(`/results/${reportId}`);

    const verified = await world.t.app.inject({ method: 'GET', url: `/api/results/${reportId}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<VerifiedReportResponse>().report).toMatchObject({
      reportId,
      candidateName: LEARNER_NAME,
      testName: 'IELTS Practice Test',
      overall: 8,
      skills: [
        { skill: 'listening', score: 9 },
        { skill: 'reading', score: 9 },
        { skill: 'writing', score: 7 },
        { skill: 'speaking', score: 7.5 },
      ],
    });
    expect(verified.body).not.toContain(world.learner.user.email);
  });
});
