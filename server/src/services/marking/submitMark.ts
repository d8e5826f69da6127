import type { MarkRequest, MarkResponse } from '@contract/examTypes';
import type { ScoringScheme } from '@contract/exams/catalogue';
import { expertSectionScore } from '@contract/exams/scoring';
import * as m from '@contract/messages/marking';
import type { Queryable } from '../../db';
import { conflict, notFound } from '../../lib/httpError';
import { findSignals } from '../../repositories/examSignals';
import {
  attemptAnswers,
  attemptSections,
  completeRecordings,
  findAttemptWithForm,
  setSectionScore,
} from '../../repositories/markedAttempts';
import {
  completeTask,
  findTaskView,
  insertTask,
  lockTask,
  type TaskRow,
  type TaskView,
} from '../../repositories/markingTasks';
import { deleteDraft, insertMark, marksOfResponse } from '../../repositories/marks';
import { audit } from '../admin/staffActor';
import { applyRemarkMark } from '../results/remarkMarked';
import { assertMayTake } from './access';
import { refusalOf } from './claims';
import { checkMark } from './markCheck';
import { nowOf, type Marker, type MarkingApp } from './markingApp';
import { afterFirstMark, afterSecondMark } from './qualityRules';
import { unitResponses, unitsToMark } from './responses';

// Submitting a mark: checked against the rubric units, stored once (the task is locked), then the
// quality rules decide what follows (docs/exams.md, "Marking"); every mark and decision is audited
// under the candidate number, with the evaluator as the actor.

type Next = MarkResponse['next'];

interface Settled {
  next: Next;
  /** Why a second mark or a decision was asked for. */
  reason?: string;
  /** The section's score now (provisional or final). */
  sectionScore: number;
  final: boolean;
}

/** What the rules make of a first mark: final, or a second blind mark by someone else. */
async function settleFirst(
  app: MarkingApp,
  tx: Queryable,
  task: TaskRow,
  scheme: ScoringScheme,
  score: number,
): Promise<Settled> {
  const sections = await attemptSections(tx, task.attempt_id);
  const objectiveScores = sections
    .filter((section) => section.marking === 'objective' && section.score !== null)
    .map((section) => section.score!);
  const signals = await findSignals(tx, task.attempt_id, task.section_id);
  const decision = afterFirstMark({
    scheme,
    score,
    objectiveScores,
    estimate: signals?.estimate ?? null,
    randomShare: app.config.marking.secondMarkShare,
    random: app.marking.random,
  });
  if (decision.next === 'final') return { next: 'final', sectionScore: score, final: true };
  await insertTask(tx, {
    attemptId: task.attempt_id,
    sectionId: task.section_id,
    kind: 'second',
    reason: decision.reason,
    submittedAt: task.submitted_at,
    dueAt: task.due_at,
  });
  return { next: 'second', reason: decision.reason, sectionScore: score, final: false };
}

/** A second mark: the two agree (their mean stands) or a senior evaluator decides. */
async function settleSecond(
  tx: Queryable,
  task: TaskRow,
  scheme: ScoringScheme,
  score: number,
): Promise<Settled> {
  const marks = await marksOfResponse(tx, task.attempt_id, task.section_id);
  const first = marks.filter((mark) => mark.kind === 'first').at(-1);
  if (!first) return { next: 'final', sectionScore: score, final: true };
  const decision = afterSecondMark(scheme, first.score, score);
  if (decision.next === 'final')
    return { next: 'final', sectionScore: decision.score, final: true };
  await insertTask(tx, {
    attemptId: task.attempt_id,
    sectionId: task.section_id,
    kind: 'moderation',
    reason: 'disagreement',
    submittedAt: task.submitted_at,
    dueAt: task.due_at,
  });
  return { next: 'moderation', reason: 'disagreement', sectionScore: first.score, final: false };
}

/** The task locked, and still the marker's to mark (a claim that ran out but nobody took is). */
async function lockedForMarker(tx: Queryable, taskId: string, marker: Marker, view: TaskView) {
  const task = await lockTask(tx, taskId);
  if (!task) throw notFound(m.TASK_NOT_FOUND);
  if (task.status === 'done') throw conflict(m.TASK_DONE);
  if (task.status === 'cancelled') throw conflict(m.TASK_CANCELLED);
  if (task.claimed_by !== marker.id) {
    // Someone else's live claim: who and until when; otherwise the marker never claimed it.
    if (
      task.claimed_by !== null &&
      view.holder_name !== null &&
      view.claimed_by === task.claimed_by
    )
      throw refusalOf({ ...view, status: 'waiting' });
    throw conflict(m.CLAIM_FIRST);
  }
  return task;
}

export async function submitMark(
  app: MarkingApp,
  marker: Marker,
  taskId: string,
  request: MarkRequest,
): Promise<MarkResponse> {
  const now = nowOf(app);
  const view = await findTaskView(app.db, taskId, now);
  if (!view) throw notFound(m.TASK_NOT_FOUND);
  const attempt = await findAttemptWithForm(app.db, view.attempt_id);
  if (!attempt) throw notFound(m.TASK_NOT_FOUND);
  const scheme = attempt.scoring.scheme;
  // The responses do not change once their section has closed: read them before the transaction.
  const [answers, recordings] = await Promise.all([
    attemptAnswers(app.db, view.attempt_id, view.section_id),
    completeRecordings(app.db, view.attempt_id),
  ]);
  const units = unitResponses(attempt, view.section_id, answers, recordings, () => '');
  const checked = checkMark(scheme, unitsToMark(units), request);
  const score = expertSectionScore(scheme, checked);

  return app.db.transaction(async (tx) => {
    const task = await lockedForMarker(tx, taskId, marker, view);
    await assertMayTake(tx, marker, task);
    await insertMark(tx, {
      taskId,
      attemptId: task.attempt_id,
      sectionId: task.section_id,
      evaluatorId: marker.id,
      kind: task.kind,
      units: request.units,
      comment: request.comment,
      score,
      markedAt: now,
    });
    await completeTask(tx, taskId, now);
    await deleteDraft(tx, taskId, marker.id);

    let settled: Settled;
    if (task.kind === 'first') settled = await settleFirst(app, tx, task, scheme, score);
    else if (task.kind === 'second') settled = await settleSecond(tx, task, scheme, score);
    else settled = { next: 'final', sectionScore: score, final: true };

    if (task.kind === 'remark') {
      await applyRemarkMark(app, tx, { task, skill: view.skill, score, now });
    } else {
      await setSectionScore(
        tx,
        task.attempt_id,
        task.section_id,
        settled.sectionScore,
        settled.final ? 'final' : 'provisional',
      );
      if (settled.final)
        await app.jobs.schedule('exam.release', { attemptId: task.attempt_id }, { tx });
    }
    await audit(
      tx,
      marker,
      `mark.${task.kind}`,
      { kind: 'attempt', id: view.candidate_number },
      null,
      {
        taskId,
        sectionId: task.section_id,
        skill: view.skill,
        score,
        next: settled.next,
        ...(settled.reason ? { reason: settled.reason } : {}),
        ...(settled.final ? { finalScore: settled.sectionScore } : {}),
      },
    );
    return { score, next: settled.next };
  });
}
