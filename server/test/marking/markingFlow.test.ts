import type {
  ExamResultResponse,
  MarkingTaskResponse,
  MarkResponse,
  QueueResponse,
  VerifiedReportResponse,
} from '@contract/examTypes';
import {
  IELTS_SPEAKING_UNITS,
  IELTS_WRITING_UNITS,
  marksFor,
  tasksOf,
} from '../helpers/examAttempts';
import {
  claimAndMark,
  ieltsPlan,
  LEARNER_NAME,
  marking,
  markingWorld,
  readyForMarking,
  waitingTask,
  type MarkingWorld,
} from '../helpers/marking';
import { auditOf } from '../helpers/staff';

// A handed-in IELTS attempt from its expert sections closing to released results: the queue (blind,
// oldest first, due in 48 hours), a claim that locks the response, marks on the rubric, the release
// with its mail, the learner's results and the public verification of the report.

let world: MarkingWorld;
beforeAll(async () => {
  world = await markingWorld();
}, 60_000);
afterAll(() => world.t.close());

/** Neither the learner's name nor their email (nor its local part) anywhere in an answer. */
function expectBlind(body: string) {
  expect(body).not.toContain(LEARNER_NAME);
  expect(body).not.toContain('Ananya');
  expect(body).not.toContain(world.learner.user.email);
  expect(body).not.toContain(world.learner.user.email.split('@')[0]!);
}

describe('from hand-in to released results', () => {
  const handedInAt = new Date(Date.now() - 3 * 3600_000);
  let attemptId: string;
  let candidateNumber: string;
  let writingTask: string;
  let speakingTask: string;

  beforeAll(async () => {
    ({ attemptId, candidateNumber } = await readyForMarking(
      world,
      ieltsPlan(world, {
        handedInAt,
        answers: { l1: { value: 'Marina', marks: 1 }, l2: { value: 'wrong', marks: 0 } },
      }),
    ));
    writingTask = await waitingTask(world.t, attemptId, 'writing');
    speakingTask = await waitingTask(world.t, attemptId, 'speaking');
  });

  it('queues one first task per expert section, due 48 hours after the hand-in, with signals', async () => {
    expect(await tasksOf(world.t, attemptId)).toEqual([
      expect.objectContaining({ section_id: 'writing', kind: 'first', status: 'waiting' }),
      expect.objectContaining({ section_id: 'speaking', kind: 'first', status: 'waiting' }),
    ]);
    const response = await marking(world.t, world.first).queue();
    expect(response.statusCode).toBe(200);
    const queue = response.json<QueueResponse>();
    const mine = queue.rows.filter((row) => row.candidateNumber === candidateNumber);
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'first',
        testName: 'IELTS Practice Test',
        submittedAt: handedInAt.toISOString(),
        dueAt: new Date(handedInAt.getTime() + 48 * 3600_000).toISOString(),
        overdue: false,
        claim: null,
        canClaim: true,
      }),
      expect.objectContaining({ kind: 'first', canClaim: true }),
    ]);
    expect(queue.counts.waiting).toBeGreaterThanOrEqual(2);
    expectBlind(response.body);
    const signals = await world.t.db.query(
      'SELECT section_id FROM exam_signals WHERE attempt_id = $1',
      [attemptId],
    );
    expect(signals.rows.map((row) => row.section_id).sort()).toEqual(['speaking', 'writing']);
  });

  it('running the closing job again adds no second task', async () => {
    await world.t.app.jobs.schedule('exam.sectionClosed', { attemptId, sectionId: 'writing' });
    await world.t.app.jobs.runDue();
    expect(
      (await tasksOf(world.t, attemptId)).filter((task) => task.kind === 'first'),
    ).toHaveLength(2);
  });

  it('locks a claimed response to its evaluator: the task is blind, another evaluator gets 409', async () => {
    const claimed = await marking(world.t, world.first).claim(writingTask);
    expect(claimed.statusCode).toBe(200);
    const { task } = claimed.json<MarkingTaskResponse>();
    expect(task).toMatchObject({
      kind: 'first',
      candidateNumber,
      skill: 'writing',
      scheme: 'ielts',
      claim: { evaluatorName: 'Priya Nair', mine: true },
      earlierMarks: [],
      draft: null,
    });
    expect(task.units.map((unit) => [unit.unitId, unit.rubric, unit.weight])).toEqual([
      ['task-1', 'ielts-writing-task-1', 1],
      ['task-2', 'ielts-writing-task-2', 2],
    ]);
    expect(task.units[0]!.responses[0]).toMatchObject({
      questionId: 'w-task-1',
      type: 'essay',
      minWords: 150,
      figure: expect.objectContaining({ kind: 'chart' }),
    });
    expect(task.signals).toMatchObject({ sectionId: 'writing', skill: 'writing' });
    expectBlind(claimed.body);

    const other = await marking(world.t, world.second).claim(writingTask);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      message: expect.stringMatching(
        /^Priya Nair is marking this response until \d{2}:\d{2} IST, \d{1,2} [A-Z][a-z]+ \d{4}\. Choose another from the queue\.$/,
      ),
      code: 'TASK_HELD',
    });
    const attempt = await world.t.db.query('SELECT status FROM exam_attempts WHERE id = $1', [
      attemptId,
    ]);
    expect(attempt.rows[0]!.status).toBe('awaiting_evaluation');
  });

  it('keeps a draft per evaluator, shown again with the task', async () => {
    const draft = {
      units: [
        {
          unitId: 'task-1',
          criteria: [{ criterionId: 'task-achievement', score: 7, comment: 'Clear overview.' }],
          annotations: [],
        },
      ],
      comment: 'So far so good',
    };
    const saved = await marking(world.t, world.first).draft(writingTask, draft);
    expect(saved.statusCode).toBe(200);
    const { task } = (
      await marking(world.t, world.first).task(writingTask)
    ).json<MarkingTaskResponse>();
    expect(task.draft).toMatchObject({ comment: 'So far so good', units: draft.units });
    expect((await marking(world.t, world.second).draft(writingTask, draft)).statusCode).toBe(409);
  });

  it('marks on the rubric: the skill score is the weighted mean (Task 2 twice Task 1), audited', async () => {
    const body = marksFor(IELTS_WRITING_UNITS, (unitId) => (unitId === 'task-1' ? 6 : 7.5));
    body.units[1]!.annotations = [
      {
        questionId: 'w-task-2',
        start: 0,
        end: 20,
        quote: 'Some people believe',
        text: 'Clear opening.',
      },
    ] as never;
    const response = await marking(world.t, world.first).mark(writingTask, body);
    expect(response.statusCode).toBe(200);
    // (6 + 2 × 7.5) / 3 = 7
    expect(response.json<MarkResponse>()).toEqual({ score: 7, next: 'final' });
    const section = await world.t.db.query(
      `SELECT score::float8 AS score, score_status FROM exam_attempt_sections
       WHERE attempt_id = $1 AND section_id = 'writing'`,
      [attemptId],
    );
    expect(section.rows[0]).toEqual({ score: 7, score_status: 'final' });
    expect(await auditOf(world.t, 'attempt', candidateNumber)).toEqual([
      expect.objectContaining({
        action: 'mark.first',
        actor_email: world.first.user.email,
        after: expect.objectContaining({ sectionId: 'writing', score: 7, next: 'final' }),
      }),
    ]);
    // Marked once: again is a 409, and the draft is gone.
    expect((await marking(world.t, world.first).mark(writingTask, body)).statusCode).toBe(409);
    const draft = await world.t.db.query('SELECT 1 FROM mark_drafts WHERE task_id = $1', [
      writingTask,
    ]);
    expect(draft.rows).toHaveLength(0);
  });

  it('releases nothing while a section waits for its mark', async () => {
    await world.t.app.jobs.schedule('exam.release', { attemptId });
    await world.t.app.jobs.runDue();
    const result = await world.t.db.query('SELECT 1 FROM exam_results WHERE attempt_id = $1', [
      attemptId,
    ]);
    expect(result.rows).toHaveLength(0);
    const provisional = await world.t.app.inject({
      method: 'GET',
      url: `/api/exam/attempts/${attemptId}/result`,
      headers: world.learner.auth,
    });
    const { result: view } = provisional.json<ExamResultResponse>();
    expect(view).toMatchObject({ status: 'provisional', overall: null, report: null });
    expect(view.skills.map((skill) => [skill.skill, skill.score])).toEqual([
      ['listening', 7],
      ['reading', 6.5],
      ['writing', null],
      ['speaking', null],
    ]);
    expect(view.skills[0]!.questions).toEqual([]);
    expect(view.signals.map((signal) => signal.skill).sort()).toEqual(['speaking', 'writing']);
  });

  it('releases once the last mark settles: results row, results_ready, one mail', async () => {
    const response = await claimAndMark(
      world.t,
      world.second,
      speakingTask,
      marksFor(IELTS_SPEAKING_UNITS, 6),
    );
    expect(response.json<MarkResponse>()).toEqual({ score: 6, next: 'final' });
    await world.t.app.jobs.runDue();
    await world.t.app.tasks.idle();
    const attempt = await world.t.db.query(
      'SELECT status, results_released_at FROM exam_attempts WHERE id = $1',
      [attemptId],
    );
    expect(attempt.rows[0]).toMatchObject({
      status: 'results_ready',
      results_released_at: expect.any(Date),
    });
    const mails = world.t.mail
      .to(world.learner.user.email)
      .filter((mail) => /results/i.test(mail.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Your results for IELTS Practice Test are ready - Vaani Academy',
      link: `http://localhost:3000/user-dash/mytests/${attemptId}/results`,
    });
    // (7 + 6.5 + 7 + 6) / 4 = 6.625 → 6.5
    expect(mails[0]!.text).toContain('Overall band: 6.5.');
    await world.t.app.jobs.schedule('exam.release', { attemptId });
    await world.t.app.jobs.runDue();
    await world.t.app.tasks.idle();
    expect(
      world.t.mail.to(world.learner.user.email).filter((mail) => /results/i.test(mail.subject)),
    ).toHaveLength(1);
  });

  it('shows the learner everything: bands, questions, criteria with descriptors, annotations, report', async () => {
    const response = await world.t.app.inject({
      method: 'GET',
      url: `/api/exam/attempts/${attemptId}/result`,
      headers: world.learner.auth,
    });
    expect(response.statusCode).toBe(200);
    const { result } = response.json<ExamResultResponse>();
    expect(result).toMatchObject({ status: 'final', overall: 6.5, cefr: null, candidateNumber });
    expect(result.skills.map((skill) => [skill.skill, skill.score])).toEqual([
      ['listening', 7],
      ['reading', 6.5],
      ['writing', 7],
      ['speaking', 6],
    ]);
    const listening = result.skills[0]!;
    // 40 marks: a "choose TWO" question is one entry worth two.
    expect(listening.questions.reduce((sum, question) => sum + question.maxMarks, 0)).toBe(40);
    expect(listening.questions[0]).toMatchObject({
      questionId: 'l1',
      number: 1,
      yourAnswer: 'Marina',
      correct: true,
      marks: 1,
      maxMarks: 1,
      rightAnswer: expect.any(String),
      explanation: expect.stringMatching(/./),
    });
    expect(listening.questions[1]).toMatchObject({ yourAnswer: 'wrong', correct: false, marks: 0 });
    expect(listening.questions[2]).toMatchObject({ yourAnswer: null, correct: false });
    const writing = result.skills[2]!;
    expect(writing.comment).toBe('A clear response overall.');
    expect(writing.units.map((unit) => [unit.unitId, unit.score])).toEqual([
      ['task-1', 6],
      ['task-2', 7.5],
    ]);
    expect(writing.units[0]!.criteria[0]).toEqual({
      criterionId: 'task-achievement',
      name: 'Task Achievement',
      score: 6,
      comment: 'Comment on task-achievement.',
      descriptor: expect.stringContaining('The task is generally addressed'),
    });
    expect(writing.units[1]!.annotations).toEqual([
      expect.objectContaining({
        questionId: 'w-task-2',
        start: 0,
        end: 20,
        text: 'Clear opening.',
      }),
    ]);
    expect(writing.units[1]!.responses[0]!.text).toContain('Some people believe');
    const speaking = result.skills[3]!;
    expect(
      speaking.units[0]!.responses.find((r) => r.questionId === 's1-q1')!.recordingSrc,
    ).toMatch(/^\/api\/media\/recordings\/[0-9a-f-]{36}\?sub=/);
    expect(result.report).toEqual({
      reportId: expect.stringMatching(/^VR-[2-9A-HJ-NP-Z]{12}$/),
      verifyUrl: `http://localhost:3000/results/${result.report!.reportId}`,
      pdfUrl: `/api/exam/attempts/${attemptId}/report.pdf`,
    });
    expect(result.remarkUntil).not.toBeNull();
    expect(result.recommendations.length).toBeGreaterThan(0);
    expect(result.recommendations[0]!.reason).toContain('Speaking (6.0)');
  });

  it('lets the learner (and only them) play their recording by its signed address', async () => {
    const { result } = (
      await world.t.app.inject({
        method: 'GET',
        url: `/api/exam/attempts/${attemptId}/result`,
        headers: world.learner.auth,
      })
    ).json<ExamResultResponse>();
    const src = result.skills[3]!.units[0]!.responses.find(
      (r) => r.questionId === 's1-q1',
    )!.recordingSrc!;
    const played = await world.t.app.inject({ method: 'GET', url: src });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/webm');
    expect(played.body).toBe('not really opus');
    const tampered = await world.t.app.inject({
      method: 'GET',
      url: src.replace(/sig=[^&]+/, 'sig=abc'),
    });
    expect(tampered.statusCode).toBe(403);
  });

  it('answers 404 for another learner and for an unknown attempt', async () => {
    for (const [who, id] of [
      [world.first, attemptId],
      [world.learner, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await world.t.app.inject({
        method: 'GET',
        url: `/api/exam/attempts/${id}/result`,
        headers: who.auth,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'We could not find this attempt.' });
    }
  });

  it('confirms the report publicly: name, test, date and bands, nothing else', async () => {
    const { result } = (
      await world.t.app.inject({
        method: 'GET',
        url: `/api/exam/attempts/${attemptId}/result`,
        headers: world.learner.auth,
      })
    ).json<ExamResultResponse>();
    const reportId = result.report!.reportId;
    const verified = await world.t.app.inject({ method: 'GET', url: `/api/results/${reportId}` });
    expect(verified.statusCode).toBe(200);
    const { report } = verified.json<VerifiedReportResponse>();
    expect(Object.keys(report).sort()).toEqual(
      [
        'candidateName',
        'cefr',
        'issuedAt',
        'overall',
        'reportId',
        'revisedAt',
        'scheme',
        'skills',
        'takenAt',
        'testName',
      ].sort(),
    );
    expect(report).toMatchObject({
      reportId,
      candidateName: LEARNER_NAME,
      testName: 'IELTS Practice Test',
      overall: 6.5,
      revisedAt: null,
    });
    expect(report.skills).toEqual([
      { skill: 'listening', title: 'Listening', score: 7, cefr: null },
      { skill: 'reading', title: 'Academic Reading', score: 6.5, cefr: null },
      { skill: 'writing', title: 'Academic Writing', score: 7, cefr: null },
      { skill: 'speaking', title: 'Speaking', score: 6, cefr: null },
    ]);
    expect(verified.body).not.toContain(world.learner.user.email);
    expect(verified.body).not.toContain(candidateNumber);
    // Typed in lower case, or with spaces around: the same report.
    const typed = await world.t.app.inject({
      method: 'GET',
      url: `/api/results/${reportId.toLowerCase()}`,
    });
    expect(typed.statusCode).toBe(200);
    for (const wrong of ['VR-AAAAAAAAAAAA', 'nonsense', 'VR-0000000000O1', `${reportId}X`]) {
      const response = await world.t.app.inject({ method: 'GET', url: `/api/results/${wrong}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message:
          'We could not find this score report. Check that the report number was copied in full.',
      });
    }
  });
});
