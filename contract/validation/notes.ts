import { NOTE_EMPTY, NOTE_TOO_LONG } from '../messages/notes';
import { compact, type FieldErrors } from './rules';

/** The longest note a learner can keep, in characters. */
export const NOTE_MAX_LENGTH = 2000;

/** What is wrong with a note's text (undefined when it can be saved); checked on both sides. */
export function noteTextError(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return NOTE_EMPTY;
  if (trimmed.length > NOTE_MAX_LENGTH) return NOTE_TOO_LONG;
  return undefined;
}

export interface NoteValues {
  text: string;
}

/** The note forms (a new note, an edit) and the notes routes check the same rule. */
export function validateNote({ text }: NoteValues): FieldErrors<keyof NoteValues> {
  return compact({ text: noteTextError(text) });
}
