import type { AnswerValue, Highlight } from '@contract/exams/answers';
import type { Queryable } from '../db';

// A candidate's answers, flags and highlights, as held (a save of the room: examSaves.ts), the
// spoken answer a recording sets, and the marks of a closed section.

export interface AnswerSave {
  questionId: string;
  value: AnswerValue;
  flagged: boolean;
  seq: number;
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
    { name: 'exam_answers_of_attempt' },
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
    { name: 'exam_highlights_of_parts' },
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
