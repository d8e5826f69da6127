import { Type } from 'typebox';
import { errors, Uuid, UuidParams } from './common';

const tags = ['learn'];

/** A learner's note on a lesson, pinned to a moment of its video. */
export const LessonNote = Type.Object({
  id: Type.String(),
  lessonId: Type.String(),
  /** The moment of the video the note is about, in whole seconds. */
  positionSeconds: Type.Integer({ minimum: 0 }),
  text: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export const LessonNotesResponse = Type.Object({ notes: Type.Array(LessonNote) });
export const LessonNoteResponse = Type.Object({ note: LessonNote });

// The text's own limits (empty, too long) are checked by noteTextError for the product's messages;
// the schema only keeps absurd bodies out.
const NoteText = Type.String({ maxLength: 8000, default: '' });

export const CreateNoteRequest = Type.Object(
  { positionSeconds: Type.Number({ minimum: 0, maximum: 86_400 }), text: NoteText },
  { additionalProperties: false },
);
export const UpdateNoteRequest = Type.Object({ text: NoteText }, { additionalProperties: false });

export const notesSchemas = {
  list: {
    tags,
    summary: "The signed-in owner's notes on a lesson, in the order of the video",
    params: Type.Object({ lessonId: Uuid }),
    response: { 200: LessonNotesResponse, ...errors(400, 401, 403, 404) },
  },
  create: {
    tags,
    summary: 'Add a note at a moment of a lesson (owners of the course)',
    params: Type.Object({ lessonId: Uuid }),
    body: CreateNoteRequest,
    response: { 201: LessonNoteResponse, ...errors(400, 401, 403, 404, 409) },
  },
  update: {
    tags,
    summary: "Change a note's text (its author only)",
    params: UuidParams('noteId'),
    body: UpdateNoteRequest,
    response: { 200: LessonNoteResponse, ...errors(400, 401, 404) },
  },
  remove: {
    tags,
    summary: 'Delete a note (its author only)',
    params: UuidParams('noteId'),
    response: { 204: Type.Null({ description: 'Deleted' }), ...errors(400, 401, 404) },
  },
};
