import type { AnswerValue, Highlight } from '@contract/exams/answers';
import type { Queryable } from '../db';

// A candidate's answers, flags and highlights. A save is kept only if its `seq` is higher than the
// one held, so a late, older save never overwrites a newer one and a save sent twice changes
// nothing; each statement answers the seq the server now holds.

export interface AnswerSave {
  questionId: string;
  value: AnswerValue;
  flagged: boolean;
  seq: number;
}

/**
 * Saves answers of one section (one statement, one row per question). Answers what the server
 * holds now for each question sent: its seq, which is newer than the one sent when a newer save
 * was there first.
 */
export async function saveAnswers(
  tx: Queryable,
  attemptId: string,
  sectionId: string,
  answers: readonly AnswerSave[],
): Promise<{ questionId: string; seq: number }[]> {
  const result = await tx.query<{ questionId: string; seq: string }>(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($3::jsonb)
         AS i("questionId" text, value jsonb, flagged boolean, seq bigint)
     ), saved AS (
       INSERT INTO exam_answers AS e (attempt_id, question_id, section_id, value, flagged, seq)
       SELECT $1, i."questionId", $2, i.value, i.flagged, i.seq FROM input i
       ON CONFLICT (attempt_id, question_id) DO UPDATE
         SET value = excluded.value, flagged = excluded.flagged, seq = excluded.seq,
             saved_at = now()
         WHERE e.seq < excluded.seq
       RETURNING e.question_id, e.seq
     )
     SELECT i."questionId", COALESCE(s.seq, e.seq) AS seq
     FROM input i
     LEFT JOIN saved s ON s.question_id = i."questionId"
     LEFT JOIN exam_answers e ON e.attempt_id = $1 AND e.question_id = i."questionId"`,
    [attemptId, sectionId, JSON.stringify(answers)],
    { name: 'exam_answers_save' },
  );
  return result.rows.map((row) => ({ questionId: row.questionId, seq: Number(row.seq) }));
}

/**
 * Saves flags of spoken answers, whose value only the recording sets (a flag save keeps it).
 * Answers what the server holds, as saveAnswers does.
 */
export async function saveFlags(
  tx: Queryable,
  attemptId: string,
  sectionId: string,
  flags: readonly { questionId: string; flagged: boolean; seq: number }[],
): Promise<{ questionId: string; seq: number }[]> {
  const result = await tx.query<{ questionId: string; seq: string }>(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($3::jsonb)
         AS i("questionId" text, flagged boolean, seq bigint)
     ), saved AS (
       INSERT INTO exam_answers AS e (attempt_id, question_id, section_id, value, flagged, seq)
       SELECT $1, i."questionId", $2, NULL, i.flagged, i.seq FROM input i
       ON CONFLICT (attempt_id, question_id) DO UPDATE
         SET flagged = excluded.flagged, seq = excluded.seq, saved_at = now()
         WHERE e.seq < excluded.seq
       RETURNING e.question_id, e.seq
     )
     SELECT i."questionId", COALESCE(s.seq, e.seq) AS seq
     FROM input i
     LEFT JOIN saved s ON s.question_id = i."questionId"
     LEFT JOIN exam_answers e ON e.attempt_id = $1 AND e.question_id = i."questionId"`,
    [attemptId, sectionId, JSON.stringify(flags)],
  );
  return result.rows.map((row) => ({ questionId: row.questionId, seq: Number(row.seq) }));
}

/** A finished recording becomes the spoken answer (its flag and seq stay as they are). */
export async function setRecordedAnswer(
  tx: Queryable,
  attemptId: string,
  sectionId: string,
  questionId: string,
  recordingId: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO exam_answers (attempt_id, question_id, section_id, value, flagged, seq)
     VALUES ($1, $2, $3, to_jsonb($4::text), false, 1)
     ON CONFLICT (attempt_id, question_id) DO UPDATE SET value = excluded.value, saved_at = now()`,
    [attemptId, questionId, sectionId, recordingId],
  );
}

export interface HighlightSave {
  partId: string;
  highlights: Highlight[];
  seq: number;
}

export async function saveHighlights(
  tx: Queryable,
  attemptId: string,
  saves: readonly HighlightSave[],
): Promise<{ partId: string; seq: number }[]> {
  const result = await tx.query<{ partId: string; seq: string }>(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($2::jsonb)
         AS i("partId" text, highlights jsonb, seq bigint)
     ), saved AS (
       INSERT INTO exam_highlights AS h (attempt_id, part_id, highlights, seq)
       SELECT $1, i."partId", i.highlights, i.seq FROM input i
       ON CONFLICT (attempt_id, part_id) DO UPDATE
         SET highlights = excluded.highlights, seq = excluded.seq, saved_at = now()
         WHERE h.seq < excluded.seq
       RETURNING h.part_id, h.seq
     )
     SELECT i."partId", COALESCE(s.seq, h.seq) AS seq
     FROM input i
     LEFT JOIN saved s ON s.part_id = i."partId"
     LEFT JOIN exam_highlights h ON h.attempt_id = $1 AND h.part_id = i."partId"`,
    [attemptId, JSON.stringify(saves)],
  );
  return result.rows.map((row) => ({ partId: row.partId, seq: Number(row.seq) }));
}

export interface AnswerRow {
  questionId: string;
  sectionId: string;
  value: AnswerValue;
  flagged: boolean;
  seq: number;
}

/** The answers held, of one section or of the whole attempt. */
export async function listAnswers(
  db: Queryable,
  attemptId: string,
  sectionId?: string,
): Promise<AnswerRow[]> {
  const result = await db.query<AnswerRow & { seq: string }>(
    `SELECT question_id AS "questionId", section_id AS "sectionId", value, flagged, seq
     FROM exam_answers
     WHERE attempt_id = $1 AND ($2::text IS NULL OR section_id = $2)
     ORDER BY question_id`,
    [attemptId, sectionId ?? null],
  );
  return result.rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}

export async function listHighlights(
  db: Queryable,
  attemptId: string,
  partIds: readonly string[],
): Promise<HighlightSave[]> {
  const result = await db.query<HighlightSave & { seq: string }>(
    `SELECT part_id AS "partId", highlights, seq FROM exam_highlights
     WHERE attempt_id = $1 AND part_id = ANY($2::text[]) ORDER BY part_id`,
    [attemptId, partIds],
  );
  return result.rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}

/** The marks each question of a closed section earned; a question never answered holds 0. */
export async function saveMarks(
  tx: Queryable,
  attemptId: string,
  sectionId: string,
  marks: readonly { questionId: string; marks: number }[],
): Promise<void> {
  await tx.query(
    `INSERT INTO exam_answers AS e (attempt_id, question_id, section_id, value, flagged, seq, marks)
     SELECT $1, m."questionId", $2, NULL, false, 1, m.marks
     FROM jsonb_to_recordset($3::jsonb) AS m("questionId" text, marks int)
     ON CONFLICT (attempt_id, question_id) DO UPDATE SET marks = excluded.marks`,
    [attemptId, sectionId, JSON.stringify(marks)],
  );
}
