import type { LessonNote } from '@contract/types';
import type { Queryable } from '../db';

const COLUMNS = `id, lesson_id AS "lessonId", position_seconds AS "positionSeconds", body AS text,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

interface NoteRow extends Omit<LessonNote, 'createdAt' | 'updatedAt'> {
  createdAt: Date | string;
  updatedAt: Date | string;
}

const toNote = (row: NoteRow): LessonNote => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** The learner's notes on a lesson, in the order of the video. */
export async function notesOnLesson(
  db: Queryable,
  userId: string,
  lessonId: string,
): Promise<LessonNote[]> {
  const result = await db.query<NoteRow>(
    `SELECT ${COLUMNS} FROM lesson_notes WHERE user_id = $1 AND lesson_id = $2
     ORDER BY position_seconds, created_at, id`,
    [userId, lessonId],
  );
  return result.rows.map(toNote);
}

/**
 * Adds a note unless the lesson already has `limit` of the learner's notes; undefined then. One
 * statement, so two tabs adding at once cannot pass the limit together by more than a note each.
 */
export async function insertNote(
  db: Queryable,
  note: { userId: string; lessonId: string; position: number; text: string; limit: number },
): Promise<LessonNote | undefined> {
  const result = await db.query<NoteRow>(
    `INSERT INTO lesson_notes (user_id, lesson_id, position_seconds, body)
     SELECT $1, $2, $3, $4
     WHERE (SELECT count(*) FROM lesson_notes WHERE user_id = $1 AND lesson_id = $2) < $5
     RETURNING ${COLUMNS}`,
    [note.userId, note.lessonId, note.position, note.text, note.limit],
  );
  return result.rows[0] && toNote(result.rows[0]);
}

/** Changes the text of the learner's own note; undefined when they have no such note. */
export async function updateNoteText(
  db: Queryable,
  userId: string,
  noteId: string,
  text: string,
): Promise<LessonNote | undefined> {
  const result = await db.query<NoteRow>(
    `UPDATE lesson_notes SET body = $3, updated_at = now() WHERE id = $2 AND user_id = $1
     RETURNING ${COLUMNS}`,
    [userId, noteId, text],
  );
  return result.rows[0] && toNote(result.rows[0]);
}

/** Deletes the learner's own note; false when they have no such note. */
export async function deleteNote(db: Queryable, userId: string, noteId: string): Promise<boolean> {
  const result = await db.query('DELETE FROM lesson_notes WHERE id = $2 AND user_id = $1', [
    userId,
    noteId,
  ]);
  return result.rowCount > 0;
}
