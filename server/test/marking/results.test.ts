import type {
  ExamResultResponse,
  MarkingTaskResponse,
  MarkResponse,
  VerifiedReportResponse,
} from '@contract/examTypes';
import { MARKED_BEFORE, SENIOR_ONLY } from '@contract/messages/marking';
import {
  REMARK_EXPERT_ONLY,
  REMARK_OPEN,
  REMARK_REASON_REQUIRED,
  RESULTS_NOT_RELEASED,
  remarkDoneBefore,
  remarkWindowClosed,
} from '@contract/messages/results';
import { formatLongDate } from '@contract/longDate';
import { actualTexts, pdfText, unembeddedFonts } from '../billing/pdfText';
import {
  IELTS_SPEAKING_UNITS,
  IELTS_WRITING_UNITS,
  MASTERY_FORM,
  marksFor,
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
import { signInAs } from '../helpers/staff';
import type { SignedIn } from '../helpers/users';

// Results are released only when complete; the score report (PDF, text extracted) and its public
// verification; re-marks within the window by a senior who has not marked the response, blind,
// replacing the score up or down; the mastery scale with CEFR levels.

let world: MarkingWorld;
beforeAll(async () => {
  world = await markingWorld();
}, 60_000);
afterAll(() => world.t.close());

const resultOf = async (attemptId: string, who: SignedIn = world.learner) =>
  (
    await world.t.app.inject({
      method: 'GET',
      url: `/api/exam/attempts/${attemptId}/result`,
      headers: who.auth,
    })
  ).json<ExamResultResponse>().result;

const released = async (attemptId: string) =>
  (await world.t.db.query('SELECT 1 FROM exam_results WHERE attempt_id = $1', [attemptId])).rows
    .length === 1;

/** Marks both expert sections with these bands and runs the jobs (release). */
async function markAll(attemptId: string, writing: number, speaking: number) {
  await claimAndMark(
    world.t,
    world.first,
    await waitingTask(world.t, attemptId, 'writing'),
    marksFor(IELTS_WRITING_UNITS, writing),
  );
  await claimAndMark(
    world.t,
    world.first,
    await waitingTask(world.t, attemptId, 'speaking'),
    marksFor(IELTS_SPEAKING_UNITS, speaking),
  );
  await world.t.app.jobs.runDue();
  await world.t.app.tasks.idle();
}

describe('release only when complete', () => {
  it('waits for the attempt to end: a section still open holds the results back', async () => {
    const attempt = await readyForMarking(
      world,
      ieltsPlan(world, { status: 'in_progress', openSections: ['speaking'] }),
    );
    // Only writing has closed: its task alone waits.
    await claimAndMark(
      world.t,
      world.first,
      await waitingTask(world.t, attempt.attemptId, 'writing'),
      marksFor(IELTS_WRITING_UNITS, 6.5),
    );
    await world.t.app.jobs.runDue();
    expect(await released(attempt.attemptId)).toBe(false);
    // The engine closes speaking and hands the attempt in; its job queues the last mark.
    await world.t.db.query(
      `UPDATE exam_attempt_sections SET status = 'closed', closed_at = now() WHERE attempt_id = $1 AND section_id = 'speaking'`,
      [attempt.attemptId],
    );
    await world.t.db.query(
      `UPDATE exam_attempts SET status = 'submitted', submitted_at = now() WHERE id = $1`,
      [attempt.attemptId],
    );
    await world.t.app.jobs.schedule('exam.sectionClosed', {
      attemptId: attempt.attemptId,
      sectionId: 'speaking',
    });
    await world.t.app.jobs.runDue();
    expect(await released(attempt.attemptId)).toBe(false);
    await claimAndMark(
      world.t,
      world.first,
      await waitingTask(world.t, attempt.attemptId, 'speaking'),
      marksFor(IELTS_SPEAKING_UNITS, 6.5),
    );
    await world.t.app.jobs.runDue();
    expect(await released(attempt.attemptId)).toBe(true);
  });

  it('waits for every objective section to be scored', async () => {
    const attempt = await readyForMarking(
      world,
      ieltsPlan(world, { objective: { listening: { raw: 30, score: 7 } } }),
    );
    await markAll(attempt.attemptId, 6.5, 6.5);
    expect(await released(attempt.attemptId)).toBe(false);
    await world.t.db.query(
      `UPDATE exam_attempt_sections SET score = 6, raw_marks = 23 WHERE attempt_id = $1 AND section_id = 'reading'`,
      [attempt.attemptId],
    );
    await world.t.app.jobs.schedule('exam.release', { attemptId: attempt.attemptId });
    await world.t.app.jobs.runDue();
    expect(await released(attempt.attemptId)).toBe(true);
  });
});

describe('the score report', () => {
  let attemptId: string;
  let reportId: string;
  beforeAll(async () => {
    const attempt = await readyForMarking(world);
    attemptId = attempt.attemptId;
    await markAll(attemptId, 7.5, 6);
    reportId = (await resultOf(attemptId)).report!.reportId;
  });

  const download = (who: SignedIn, id = attemptId) =>
    world.t.app.inject({
      method: 'GET',
      url: `/api/exam/attempts/${id}/report.pdf`,
      headers: who.auth,
    });

  it('is a PDF with the name, test, date, every band, the report number and where to verify it', async () => {
    const response = await download(world.learner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="score-report-${reportId}.pdf"`,
    );
    const pdf = response.rawPayload;
    const text = await pdfText(pdf);
    for (const expected of [
      'Ananya Deshpande',
      'IELTS Practice Test',
      formatLongDate(new Date()),
      'Listening',
      '7.0',
      'Academic Reading',
      '6.5',
      'Academic Writing',
      '7.5',
      'Speaking',
      '6.0',
      'Overall band',
      reportId,
      `http://localhost:3000/results/${reportId}`,
    ])
      expect(text).toContain(expected);
    // (7 + 6.5 + 7.5 + 6) / 4 = 6.75 → 7
    expect(text).toMatch(/Overall band\s*7\.0/);
    expect(unembeddedFonts(pdf)).toEqual([]);
  });

  it('prints a name in Devanagari from its own font', async () => {
    const learner = await signInAs(world.t, 'learner');
    const name = 'अनन्या देशपांडे';
    await world.t.db.query('UPDATE users SET name = $2 WHERE id = $1', [learner.user.id, name]);
    const attempt = await readyForMarking({ ...world, learner });
    await markAll(attempt.attemptId, 7, 7);
    const pdf = (await download(learner, attempt.attemptId)).rawPayload;
    expect(actualTexts(pdf)).toContain(name);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(unembeddedFonts(pdf)).toEqual([]);
    const verified = await world.t.app.inject({
      method: 'GET',
      url: `/api/results/${(await resultOf(attempt.attemptId, learner)).report!.reportId}`,
    });
    expect(verified.json<VerifiedReportResponse>().report.candidateName).toBe(name);
  });

  it('is only its learner’s, and only once released', async () => {
    expect((await download(world.first)).statusCode).toBe(404);
    const pending = await readyForMarking(world);
    const early = await download(world.learner, pending.attemptId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: RESULTS_NOT_RELEASED });
  });
});

describe('re-marks', () => {
  let attemptId: string;
  const ask = (body: object, id = attemptId, who: SignedIn = world.learner) =>
    world.t.app.inject({
      method: 'POST',
      url: `/api/exam/attempts/${id}/remarks`,
      headers: who.auth,
      payload: body,
    });

  beforeAll(async () => {
    ({ attemptId } = await readyForMarking(world));
  });

  it('are refused before the results, without a reason, and for objectively marked skills', async () => {
    expect((await ask({ skills: ['writing'], reason: 'Too low' })).json()).toEqual({
      message: RESULTS_NOT_RELEASED,
    });
    await markAll(attemptId, 7, 6);
    expect((await ask({ skills: ['writing'], reason: '   ' })).json()).toEqual({
      message: REMARK_REASON_REQUIRED,
      code: 'VALIDATION',
    });
    const objective = await ask({ skills: ['listening'], reason: 'I think I got more right' });
    expect(objective.statusCode).toBe(400);
    expect(objective.json()).toEqual({ message: REMARK_EXPERT_ONLY, code: 'VALIDATION' });
    expect(
      (await ask({ skills: ['writing'], reason: 'x' }, attemptId, world.first)).statusCode,
    ).toBe(404);
  });

  it('queue a blind re-mark for a senior who has not marked the response', async () => {
    const response = await ask({
      skills: ['writing'],
      reason: 'My essay answered every part of the task.',
    });
    expect(response.statusCode).toBe(200);
    const { result } = response.json<ExamResultResponse>();
    expect(result.remarks).toEqual([
      expect.objectContaining({
        skills: ['writing'],
        status: 'waiting',
        outcome: [],
        decidedAt: null,
      }),
    ]);
    expect((await ask({ skills: ['speaking'], reason: 'Again' })).json()).toEqual({
      message: REMARK_OPEN,
    });

    const taskId = await waitingTask(world.t, attemptId, 'writing', 'remark');
    expect((await marking(world.t, world.second).claim(taskId)).json()).toEqual({
      message: SENIOR_ONLY,
    });
    // The first marker is made a senior: still not theirs to re-mark.
    const firstAsSenior = { ...world.first };
    await world.t.db.query(`UPDATE users SET role = 'senior_evaluator' WHERE id = $1`, [
      world.first.user.id,
    ]);
    expect((await marking(world.t, firstAsSenior).claim(taskId)).json()).toEqual({
      message: MARKED_BEFORE,
    });
    await world.t.db.query(`UPDATE users SET role = 'evaluator' WHERE id = $1`, [
      world.first.user.id,
    ]);
    const claimed = await marking(world.t, world.senior).claim(taskId);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json<MarkingTaskResponse>().task).toMatchObject({
      kind: 'remark',
      earlierMarks: [],
    });
  });

  it('replace the score, even downwards; the results are revised and the learner mailed', async () => {
    const taskId = await waitingTask(world.t, attemptId, 'writing', 'remark');
    const before = await resultOf(attemptId);
    expect(before.overall).toBe(6.5); // (7 + 6.5 + 7 + 6) / 4 = 6.625
    const mark = await marking(world.t, world.senior).mark(
      taskId,
      marksFor(IELTS_WRITING_UNITS, 5.5),
    );
    expect(mark.json<MarkResponse>()).toEqual({ score: 5.5, next: 'final' });
    await world.t.app.tasks.idle();
    const after = await resultOf(attemptId);
    expect(after.skills.find((skill) => skill.skill === 'writing')).toMatchObject({ score: 5.5 });
    // (7 + 6.5 + 5.5 + 6) / 4 = 6.25 → 6.5
    expect(after.overall).toBe(6.5);
    expect(after.remarks[0]).toMatchObject({
      status: 'done',
      outcome: [{ skill: 'writing', before: 7, after: 5.5 }],
      decidedAt: expect.any(String),
    });
    expect(
      after.skills.find((skill) => skill.skill === 'writing')!.units[0]!.criteria[0]!.score,
    ).toBe(5.5);
    const verified = (
      await world.t.app.inject({ method: 'GET', url: `/api/results/${after.report!.reportId}` })
    ).json<VerifiedReportResponse>().report;
    expect(verified.revisedAt).not.toBeNull();
    expect(verified.skills.find((skill) => skill.skill === 'writing')!.score).toBe(5.5);
    const mail = world.t.mail
      .to(world.learner.user.email)
      .find((m) => m.subject.startsWith('Your re-mark'));
    expect(mail?.text).toContain('Writing: 7.0 before, 5.5 now (lowered).');
    expect(mail?.text).toContain('Overall band now: 6.5.');
    expect((await ask({ skills: ['writing'], reason: 'Once more' })).json()).toEqual({
      message: remarkDoneBefore(['Writing']),
    });
  });

  it('close REMARK_WINDOW_DAYS after the results', async () => {
    const attempt = await readyForMarking(world);
    await markAll(attempt.attemptId, 6, 6);
    await world.t.db.query(
      `UPDATE exam_results SET released_at = now() - interval '15 days' WHERE attempt_id = $1`,
      [attempt.attemptId],
    );
    const late = await ask({ skills: ['speaking'], reason: 'Please' }, attempt.attemptId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: remarkWindowClosed(14) });
  });
});

describe('the mastery scale', () => {
  it('scores 0 to 100 with CEFR levels, the overall the rounded mean', async () => {
    const { attemptId } = await readyForMarking(world, {
      file: MASTERY_FORM,
      objective: { grammar: { raw: 1, score: 62 } },
      essays: { 'w-email': 'Dear Ms Rao, I am sorry that your order arrived late.' },
      answers: { g1: { value: ['B'], marks: 1 }, g2: { value: ['B'], marks: 0 } },
    });
    const writing = await claimAndMark(
      world.t,
      world.first,
      await waitingTask(world.t, attemptId, 'writing'),
      marksFor(
        [
          {
            unitId: 'email',
            criteria: ['task-fulfilment', 'organisation', 'vocabulary', 'accuracy'],
          },
        ],
        3.5,
      ),
    );
    expect(writing.json<MarkResponse>()).toEqual({ score: 70, next: 'final' });
    await claimAndMark(
      world.t,
      world.first,
      await waitingTask(world.t, attemptId, 'speaking'),
      marksFor(
        [{ unitId: 'talk', criteria: ['fluency', 'intelligibility', 'range', 'accuracy'] }],
        (_, criterion) => (criterion === 'fluency' ? 3 : 3.5),
      ),
    );
    await world.t.app.jobs.runDue();
    const result = await resultOf(attemptId);
    // Speaking: mean 3.375 × 20 = 67.5 → 68; overall (62 + 70 + 68) / 3 = 66.67 → 67, B2.
    expect(result.skills.map((skill) => [skill.skill, skill.score, skill.cefr])).toEqual([
      ['grammar', 62, 'B2'],
      ['writing', 70, 'B2'],
      ['speaking', 68, 'B2'],
    ]);
    expect(result).toMatchObject({ scheme: 'mastery', overall: 67, cefr: 'B2', status: 'final' });
    expect(result.skills[0]!.questions).toEqual([
      expect.objectContaining({
        questionId: 'g1',
        yourAnswer: ['B'],
        rightAnswer: 'B: goes',
        correct: true,
      }),
      expect.objectContaining({
        questionId: 'g2',
        yourAnswer: ['B'],
        rightAnswer: 'A: have',
        correct: false,
      }),
    ]);
    expect(result.recommendations.map((course) => course.courseSlug)).toEqual([
      'english-grammar-foundations',
      'advanced-grammar-usage',
      'vocabulary-builder',
    ]);
  });
});
