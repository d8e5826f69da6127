import type { DraftUnit, MarkingKind, UnitMarks } from '@contract/examTypes';
import type { Queryable } from '../db';

// Marks (never changed once given) and the drafts evaluators keep while marking.

export interface MarkRow {
  id: string;
  task_id: string;
  attempt_id: string;
  section_id: string;
  evaluator_id: string;
  kind: MarkingKind;
  units: UnitMarks[];
  comment: string;
  score: number;
  marked_at: Date;
}

const MARK_COLUMNS = `id, task_id, attempt_id, section_id, evaluator_id, kind, units, comment,
  score::float8 AS score, marked_at`;

export interface NewMark {
  taskId: string;
  attemptId: string;
  sectionId: string;
  evaluatorId: string;
  kind: MarkingKind;
  units: UnitMarks[];
  comment: string;
  score: number;
  markedAt: Date;
}

export async function insertMark(tx: Queryable, mark: NewMark): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO marks (task_id, attempt_id, section_id, evaluator_id, kind, units, comment, score, marked_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      mark.taskId,
      mark.attemptId,
      mark.sectionId,
      mark.evaluatorId,
      mark.kind,
      JSON.stringify(mark.units),
      mark.comment,
      mark.score,
      mark.markedAt,
    ],
  );
  return rows[0]!.id;
}

/** Every mark of one response, oldest first. */
export async function marksOfResponse(
  db: Queryable,
  attemptId: string,
  sectionId: string,
): Promise<MarkRow[]> {
  const { rows } = await db.query<MarkRow>(
    `SELECT ${MARK_COLUMNS} FROM marks WHERE attempt_id = $1 AND section_id = $2
     ORDER BY marked_at, id`,
    [attemptId, sectionId],
  );
  return rows;
}

/** Every mark of an attempt, oldest first. */
export async function marksOfAttempt(db: Queryable, attemptId: string): Promise<MarkRow[]> {
  const { rows } = await db.query<MarkRow>(
    `SELECT ${MARK_COLUMNS} FROM marks WHERE attempt_id = $1 ORDER BY marked_at, id`,
    [attemptId],
  );
  return rows;
}

export interface DraftRow {
  units: DraftUnit[];
  comment: string;
  saved_at: Date;
}

export async function saveDraft(
  db: Queryable,
  taskId: string,
  evaluatorId: string,
  draft: { units: DraftUnit[]; comment: string },
  savedAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO mark_drafts (task_id, evaluator_id, units, comment, saved_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (task_id, evaluator_id)
     DO UPDATE SET units = excluded.units, comment = excluded.comment, saved_at = excluded.saved_at`,
    [taskId, evaluatorId, JSON.stringify(draft.units), draft.comment, savedAt],
  );
}

export async function findDraft(
  db: Queryable,
  taskId: string,
  evaluatorId: string,
): Promise<DraftRow | undefined> {
  const { rows } = await db.query<DraftRow>(
    'SELECT units, comment, saved_at FROM mark_drafts WHERE task_id = $1 AND evaluator_id = $2',
    [taskId, evaluatorId],
  );
  return rows[0];
}

export async function deleteDraft(tx: Queryable, taskId: string, evaluatorId: string) {
  await tx.query('DELETE FROM mark_drafts WHERE task_id = $1 AND evaluator_id = $2', [
    taskId,
    evaluatorId,
  ]);
}
