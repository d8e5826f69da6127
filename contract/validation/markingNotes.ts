import * as m from '../messages/markingNotes';
import { compact, isBlank, type FieldErrors } from './rules';

/** As the Annotation schema bounds a note's text and its quoted passage. */
export const NOTE_MAX_LENGTH = 2000;

export interface NoteValues {
  /** The passage of an essay the note is on (unused for a moment of a recording). */
  quote: string;
  text: string;
}
export type NoteField = keyof NoteValues;

const textError = (text: string) =>
  isBlank(text)
    ? m.NOTE_REQUIRED
    : text.trim().length > NOTE_MAX_LENGTH
      ? m.NOTE_TOO_LONG
      : undefined;

/** A note on a passage of an essay: the passage and the note. */
export function validatePassageNote(values: NoteValues): FieldErrors<NoteField> {
  return compact({
    quote: isBlank(values.quote)
      ? m.PASSAGE_REQUIRED
      : values.quote.length > NOTE_MAX_LENGTH
        ? m.NOTE_TOO_LONG
        : undefined,
    text: textError(values.text),
  });
}

/** A note on a moment of a recording: the note only. */
export function validateMomentNote(values: NoteValues): FieldErrors<NoteField> {
  return compact({ quote: undefined, text: textError(values.text) });
}
