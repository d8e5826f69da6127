import type { MarkingTask } from '@contract/examTypes';
import * as m from '@contract/messages/marking';
import { conflict, notFound } from '../../lib/httpError';
import { formatIndiaTime } from '../../lib/indiaTime';
import { markAwaitingEvaluation } from '../../repositories/markedAttempts';
import {
  claimTask,
  findTaskView,
  releaseTask,
  type TaskView,
} from '../../repositories/markingTasks';
import { assertMayTake } from './access';
import { nowOf, type Marker, type MarkingApp } from './markingApp';
import { markingTask } from './taskView';

// Claims lock a response to one evaluator for MARKING_CLAIM_MINUTES; claiming again (the marking
// screen's heartbeat) or saving a draft renews it; giving it back or letting it run out frees it.

export const claimUntil = (app: Pick<MarkingApp, 'config'>, now: Date): Date =>
  new Date(now.getTime() + app.config.marking.claimMinutes * 60_000);

/** Why a task cannot be claimed now: done, withdrawn, or held by someone (who, until when). */
export function refusalOf(task: TaskView) {
  if (task.status === 'done') return conflict(m.TASK_DONE);
  if (task.status === 'cancelled') return conflict(m.TASK_CANCELLED);
  return conflict(
    m.taskHeldBy(
      task.holder_name ?? 'Another evaluator',
      formatIndiaTime(task.claim_expires_at ?? new Date()),
    ),
    'TASK_HELD',
  );
}

/** Locks (or renews) the task for `marker` in one conditional UPDATE; throws the refusal otherwise. */
export async function takeClaim(app: MarkingApp, marker: Marker, taskId: string): Promise<void> {
  const now = nowOf(app);
  const task = await findTaskView(app.db, taskId, now);
  if (!task) throw notFound(m.TASK_NOT_FOUND);
  if (task.status !== 'waiting') throw refusalOf(task);
  await assertMayTake(app.db, marker, task);
  if (!(await claimTask(app.db, taskId, marker.id, now, claimUntil(app, now)))) {
    const after = await findTaskView(app.db, taskId, now);
    throw refusalOf(after ?? task);
  }
  await markAwaitingEvaluation(app.db, task.attempt_id);
}

export async function claim(
  app: MarkingApp,
  marker: Marker,
  taskId: string,
): Promise<{ task: MarkingTask }> {
  await takeClaim(app, marker, taskId);
  return { task: await markingTask(app, marker, taskId) };
}

export async function release(
  app: MarkingApp,
  marker: Marker,
  taskId: string,
): Promise<{ message: string }> {
  const task = await findTaskView(app.db, taskId, nowOf(app));
  if (!task) throw notFound(m.TASK_NOT_FOUND);
  if (task.status !== 'waiting') throw refusalOf(task);
  if (!(await releaseTask(app.db, taskId, marker.id))) throw conflict(m.NOT_YOUR_CLAIM);
  return { message: m.CLAIM_RELEASED };
}
