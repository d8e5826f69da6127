import type { MarkingKind } from '@contract/examTypes';
import type { Skill } from '@contract/exams/catalogue';
import type { Queryable } from '../db';

// The marking queue: one task per expert-marked section and kind of mark (030's marking_tasks).
// Times are the app's clock, handed in, so a claim's expiry is judged by one clock.

export interface TaskRow {
  id: string;
  attempt_id: string;
  section_id: string;
  kind: MarkingKind;
  status: 'waiting' | 'done' | 'cancelled';
  reason: string | null;
  remark_request_id: string | null;
  submitted_at: Date;
  due_at: Date;
  claimed_by: string | null;
  claimed_at: Date | null;
  claim_expires_at: Date | null;
  completed_at: Date | null;
}

/** A task with what the queue and the marking screen show beside it (never the candidate's name). */
export interface TaskView extends TaskRow {
  /** The holder's name while the claim runs; null when free or expired. */
  holder_name: string | null;
  candidate_number: string;
  test_name: string;
  skill: Skill;
}

const TASK_COLUMNS = `t.id, t.attempt_id, t.section_id, t.kind, t.status, t.reason,
  t.remark_request_id, t.submitted_at, t.due_at, t.claimed_by, t.claimed_at, t.claim_expires_at,
  t.completed_at`;

const VIEW_FROM = `FROM marking_tasks t
  JOIN exam_attempts a ON a.id = t.attempt_id
  JOIN test_products p ON p.id = a.test_id
  JOIN exam_attempt_sections s ON s.attempt_id = t.attempt_id AND s.section_id = t.section_id`;

/** `now`: the placeholder of the current time (a claim past it has no holder). */
const viewColumns = (now: string) => `${TASK_COLUMNS},
  (SELECT u.name FROM users u WHERE u.id = t.claimed_by AND t.claim_expires_at >= ${now}) AS holder_name,
  a.candidate_number, p.name AS test_name, s.skill`;

export interface NewTask {
  attemptId: string;
  sectionId: string;
  kind: MarkingKind;
  reason?: string;
  remarkRequestId?: string;
  submittedAt: Date;
  dueAt: Date;
}

/**
 * Adds a task unless the response already has one of its kind waiting (or, for a first mark, one
 * at all: a job that runs twice adds one). Answers the new task's id, or undefined.
 */
export async function insertTask(tx: Queryable, task: NewTask): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO marking_tasks (attempt_id, section_id, kind, reason, remark_request_id, submitted_at, due_at)
     SELECT $1, $2, $3, $4, $5, $6, $7
     WHERE NOT EXISTS (
       SELECT 1 FROM marking_tasks WHERE attempt_id = $1 AND section_id = $2 AND kind = $3
         AND (status = 'waiting' OR kind = 'first'))
     RETURNING id`,
    [
      task.attemptId,
      task.sectionId,
      task.kind,
      task.reason ?? null,
      task.remarkRequestId ?? null,
      task.submittedAt,
      task.dueAt,
    ],
  );
  return rows[0]?.id;
}

/**
 * Once the attempt is handed in, the marking of every section it closed earlier is due from the
 * hand-in too (re-marks keep their own due time).
 */
export async function dueFromHandIn(tx: Queryable, attemptId: string, dueAt: Date): Promise<void> {
  await tx.query(
    `UPDATE marking_tasks SET due_at = $2
     WHERE attempt_id = $1 AND kind <> 'remark' AND status = 'waiting' AND due_at < $2`,
    [attemptId, dueAt],
  );
}

export async function findTaskView(
  db: Queryable,
  taskId: string,
  now: Date,
): Promise<TaskView | undefined> {
  const { rows } = await db.query<TaskView>(
    `SELECT ${viewColumns('$2')} ${VIEW_FROM} WHERE t.id = $1`,
    [taskId, now],
  );
  return rows[0];
}

/** The task, locked for the caller's transaction (a mark is given once). */
export async function lockTask(tx: Queryable, taskId: string): Promise<TaskRow | undefined> {
  const { rows } = await tx.query<TaskRow>(
    `SELECT ${TASK_COLUMNS} FROM marking_tasks t WHERE t.id = $1 FOR UPDATE`,
    [taskId],
  );
  return rows[0];
}

/**
 * Claims a waiting task for `evaluatorId` until `until`, in one conditional UPDATE: only when it is
 * free, its claim has run out, or it is already theirs (which renews it). Two evaluators claiming
 * at once: the second UPDATE waits for the first's row lock, then finds the row no longer matches.
 */
export async function claimTask(
  db: Queryable,
  taskId: string,
  evaluatorId: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE marking_tasks SET
       claimed_at = CASE WHEN claimed_by = $2 AND claim_expires_at >= $3 THEN claimed_at ELSE $3 END,
       claimed_by = $2,
       claim_expires_at = $4
     WHERE id = $1 AND status = 'waiting'
       AND (claimed_by IS NULL OR claim_expires_at < $3 OR claimed_by = $2)
     RETURNING id`,
    [taskId, evaluatorId, now, until],
  );
  return rows.length === 1;
}

/** Gives a task back to the queue; only its holder may. */
export async function releaseTask(
  db: Queryable,
  taskId: string,
  evaluatorId: string,
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE marking_tasks SET claimed_by = NULL, claimed_at = NULL, claim_expires_at = NULL
     WHERE id = $1 AND status = 'waiting' AND claimed_by = $2 RETURNING id`,
    [taskId, evaluatorId],
  );
  return rows.length === 1;
}

export async function completeTask(tx: Queryable, taskId: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE marking_tasks SET status = 'done', completed_at = $2, claim_expires_at = NULL
     WHERE id = $1`,
    [taskId, now],
  );
}

/** Whether the evaluator has given any mark on this response (any kind). */
export async function hasMarkedResponse(
  db: Queryable,
  attemptId: string,
  sectionId: string,
  evaluatorId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM marks WHERE attempt_id = $1 AND section_id = $2 AND evaluator_id = $3 LIMIT 1`,
    [attemptId, sectionId, evaluatorId],
  );
  return rows.length > 0;
}

/** Tasks still waiting for one attempt (release waits while any does). */
export async function waitingTaskCount(db: Queryable, attemptId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM marking_tasks WHERE attempt_id = $1 AND status = 'waiting'`,
    [attemptId],
  );
  return rows[0]!.count;
}

/** Remark tasks of a request that still wait. */
export async function waitingRemarkTasks(db: Queryable, remarkRequestId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM marking_tasks
     WHERE remark_request_id = $1 AND status = 'waiting'`,
    [remarkRequestId],
  );
  return rows[0]!.count;
}

export type QueueView = 'waiting' | 'mine' | 'all';

export interface QueueFilter {
  view: QueueView;
  evaluatorId: string;
  /** The kinds this evaluator may claim. */
  kinds: MarkingKind[];
  now: Date;
  page: number;
  pageSize: number;
}

export interface QueueRow extends TaskView {
  /** Of a kind this evaluator may mark. */
  kind_allowed: boolean;
  marked_before: boolean;
  total: number;
}

/**
 * One page of waiting tasks, oldest hand-in first. `waiting`: those this evaluator could take now
 * (free, run out or theirs; of a kind they may mark; not a response they marked); `mine`: their live
 * claims; `all`: every waiting task.
 */
export async function queuePage(db: Queryable, filter: QueueFilter): Promise<QueueRow[]> {
  const markedBefore = `EXISTS (SELECT 1 FROM marks m WHERE m.attempt_id = t.attempt_id
    AND m.section_id = t.section_id AND m.evaluator_id = $2)`;
  const conditions = [`t.status = 'waiting'`];
  if (filter.view === 'waiting')
    conditions.push(
      't.kind = ANY($3::text[])',
      '(t.claimed_by IS NULL OR t.claim_expires_at < $1 OR t.claimed_by = $2)',
      `NOT ${markedBefore}`,
    );
  if (filter.view === 'mine') conditions.push('t.claimed_by = $2', 't.claim_expires_at >= $1');
  const { rows } = await db.query<QueueRow>(
    `SELECT ${viewColumns('$1')},
       t.kind = ANY($3::text[]) AS kind_allowed,
       ${markedBefore} AS marked_before,
       (count(*) OVER ())::int AS total
     ${VIEW_FROM}
     WHERE ${conditions.join(' AND ')}
     ORDER BY t.submitted_at, t.id
     LIMIT $4 OFFSET $5`,
    [
      filter.now,
      filter.evaluatorId,
      filter.kinds,
      filter.pageSize,
      (filter.page - 1) * filter.pageSize,
    ],
  );
  return rows;
}

export interface QueueCounts {
  waiting: number;
  overdue: number;
  moderation: number;
  mine: number;
  claimed: number;
  remarks: number;
}

export async function queueCounts(
  db: Queryable,
  evaluatorId: string | null,
  now: Date,
): Promise<QueueCounts> {
  const { rows } = await db.query<QueueCounts>(
    `SELECT count(*)::int AS waiting,
       (count(*) FILTER (WHERE due_at < $1))::int AS overdue,
       (count(*) FILTER (WHERE kind = 'moderation'))::int AS moderation,
       (count(*) FILTER (WHERE kind = 'remark'))::int AS remarks,
       (count(*) FILTER (WHERE claimed_by IS NOT NULL AND claim_expires_at >= $1))::int AS claimed,
       (count(*) FILTER (WHERE claimed_by = $2 AND claim_expires_at >= $1))::int AS mine
     FROM marking_tasks WHERE status = 'waiting'`,
    [now, evaluatorId],
  );
  return rows[0]!;
}
