import { LESSON_NOT_FOUND } from '@contract/messages/courses';
import { NOTE_NOT_FOUND, NOTES_LIMIT_REACHED, NOTES_OWNERS_ONLY } from '@contract/messages/notes';
import type { CreateNoteRequest, LessonNote } from '@contract/types';
import { noteTextError } from '@contract/validation';
import type { Queryable } from '../../db';
import { badRequest, conflict, forbidden, notFound } from '../../lib/httpError';
import { findLesson, hasCourseAccess } from '../../repositories/lessons';
import {
  deleteNote,
  insertNote,
  notesOnLesson,
  updateNoteText,
} from '../../repositories/lessonNotes';

/** Notes one learner may keep on one lesson. */
export const NOTES_PER_LESSON = 200;

/** The lesson, when the learner owns its course: notes belong to owners, like progress. */
async function ownedLesson(db: Queryable, userId: string, lessonId: string) {
  const lesson = await findLesson(db, lessonId);
  if (!lesson) throw notFound(LESSON_NOT_FOUND);
  if (!(await hasCourseAccess(db, userId, lesson.course_id))) throw forbidden(NOTES_OWNERS_ONLY);
  return lesson;
}

function checkedText(text: string): string {
  const problem = noteTextError(text);
  if (problem) throw badRequest(problem);
  return text.trim();
}

export async function listNotes(db: Queryable, userId: string, lessonId: string) {
  await ownedLesson(db, userId, lessonId);
  return notesOnLesson(db, userId, lessonId);
}

/** A note at a moment of the lesson, clamped to the lesson's length like a saved position. */
export async function addNote(
  db: Queryable,
  userId: string,
  lessonId: string,
  request: CreateNoteRequest,
): Promise<LessonNote> {
  const text = checkedText(request.text);
  const lesson = await ownedLesson(db, userId, lessonId);
  const position = Math.min(Math.round(request.positionSeconds), lesson.duration_seconds);
  const note = await insertNote(db, { userId, lessonId, position, text, limit: NOTES_PER_LESSON });
  if (!note) throw conflict(NOTES_LIMIT_REACHED);
  return note;
}

/** Another learner's note is answered as missing: its existence is not theirs to learn. */
export async function editNote(db: Queryable, userId: string, noteId: string, text: string) {
  const note = await updateNoteText(db, userId, noteId, checkedText(text));
  if (!note) throw notFound(NOTE_NOT_FOUND);
  return note;
}

export async function removeNote(db: Queryable, userId: string, noteId: string): Promise<void> {
  if (!(await deleteNote(db, userId, noteId))) throw notFound(NOTE_NOT_FOUND);
}
