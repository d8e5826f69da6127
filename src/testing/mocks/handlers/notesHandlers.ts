import { http, HttpResponse } from 'msw';
import { LESSON_NOT_FOUND } from '@contract/messages/courses';
import { NOTE_NOT_FOUND, NOTES_OWNERS_ONLY } from '@contract/messages/notes';
import { CreateNoteRequest, UpdateNoteRequest } from '@contract/schemas/notes';
import type { LessonNote } from '@contract/types';
import { noteTextError } from '@contract/validation';
import { db } from '../db';
import { apiUrl, checkedBody, errorResponse, unauthorized, userIdOf } from '../http';
import { details, ownedBy } from './learnHandlers';

let counter = 0;
const noteId = () => `e0000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

/** The lesson and whether this user owns its course, or the error the server would answer. */
function ownedLesson(userId: string, lessonId: string) {
  for (const course of details())
    for (const lesson of course.sections.flatMap((section) => section.lessons))
      if (lesson.id === lessonId)
        return ownedBy(userId, course._id) ? lesson : errorResponse(403, NOTES_OWNERS_ONLY);
  return errorResponse(404, LESSON_NOT_FOUND);
}

const publicNote = ({ userId: _userId, ...note }: LessonNote & { userId: string }): LessonNote =>
  note;

const byTime = (a: LessonNote, b: LessonNote) =>
  a.positionSeconds - b.positionSeconds || a.createdAt.localeCompare(b.createdAt);

export const notesHandlers = [
  http.get(apiUrl('/learn/lessons/:lessonId/notes'), ({ request, params }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const lesson = ownedLesson(userId, String(params.lessonId));
    if (lesson instanceof Response) return lesson;
    const notes = db.notes
      .filter((note) => note.userId === userId && note.lessonId === lesson.id)
      .map(publicNote)
      .sort(byTime);
    return HttpResponse.json({ notes });
  }),
  http.post(apiUrl('/learn/lessons/:lessonId/notes'), async ({ request, params }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const checked = await checkedBody(request, CreateNoteRequest);
    if ('invalid' in checked) return checked.invalid;
    const problem = noteTextError(checked.body.text);
    if (problem) return errorResponse(400, problem, 'VALIDATION');
    const lesson = ownedLesson(userId, String(params.lessonId));
    if (lesson instanceof Response) return lesson;
    const now = new Date().toISOString();
    const note = {
      id: noteId(),
      userId,
      lessonId: lesson.id,
      positionSeconds: Math.min(Math.round(checked.body.positionSeconds), lesson.durationSeconds),
      text: checked.body.text.trim(),
      createdAt: now,
      updatedAt: now,
    };
    db.notes.push(note);
    return HttpResponse.json({ note: publicNote(note) }, { status: 201 });
  }),
  http.patch(apiUrl('/learn/notes/:noteId'), async ({ request, params }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const checked = await checkedBody(request, UpdateNoteRequest);
    if ('invalid' in checked) return checked.invalid;
    const problem = noteTextError(checked.body.text);
    if (problem) return errorResponse(400, problem, 'VALIDATION');
    const note = db.notes.find((item) => item.id === params.noteId && item.userId === userId);
    if (!note) return errorResponse(404, NOTE_NOT_FOUND);
    note.text = checked.body.text.trim();
    note.updatedAt = new Date().toISOString();
    return HttpResponse.json({ note: publicNote(note) });
  }),
  http.delete(apiUrl('/learn/notes/:noteId'), ({ request, params }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const index = db.notes.findIndex((item) => item.id === params.noteId && item.userId === userId);
    if (index < 0) return errorResponse(404, NOTE_NOT_FOUND);
    db.notes.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),
];
