import type { Queryable } from '../db';

// A learner's requests to have expert-marked skills marked again (030's remark_requests).

export interface RemarkOutcome {
  sectionId: string;
  skill: string;
  before: number;
  after: number;
}

export interface RemarkRow {
  id: string;
  attempt_id: string;
  section_ids: string[];
  reason: string;
  status: 'waiting' | 'done';
  outcome: RemarkOutcome[] | null;
  requested_at: Date;
  decided_at: Date | null;
}

const COLUMNS = 'id, attempt_id, section_ids, reason, status, outcome, requested_at, decided_at';

export async function insertRemarkRequest(
  tx: Queryable,
  request: { attemptId: string; sectionIds: string[]; reason: string; requestedAt: Date },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO remark_requests (attempt_id, section_ids, reason, requested_at)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [request.attemptId, request.sectionIds, request.reason, request.requestedAt],
  );
  return rows[0]!.id;
}

export async function remarksOfAttempt(db: Queryable, attemptId: string): Promise<RemarkRow[]> {
  const { rows } = await db.query<RemarkRow>(
    `SELECT ${COLUMNS} FROM remark_requests WHERE attempt_id = $1 ORDER BY requested_at, id`,
    [attemptId],
  );
  return rows;
}

export async function lockRemarkRequest(tx: Queryable, id: string): Promise<RemarkRow | undefined> {
  const { rows } = await tx.query<RemarkRow>(
    `SELECT ${COLUMNS} FROM remark_requests WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** Adds one skill's outcome; the request is done when `done` (its last task was marked). */
export async function recordRemarkOutcome(
  tx: Queryable,
  id: string,
  outcome: RemarkOutcome,
  done: { at: Date } | undefined,
): Promise<void> {
  await tx.query(
    `UPDATE remark_requests SET outcome = coalesce(outcome, '[]'::jsonb) || $2::jsonb,
       status = CASE WHEN $3::timestamptz IS NULL THEN status ELSE 'done' END,
       decided_at = $3
     WHERE id = $1`,
    [id, JSON.stringify([outcome]), done?.at ?? null],
  );
}
