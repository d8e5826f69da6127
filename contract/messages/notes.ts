export const NOTE_NOT_FOUND = 'Note not found.';
export const NOTE_EMPTY = 'Write something in your note.';
export const NOTE_TOO_LONG = 'A note can be at most 2000 characters.';
/** Notes are kept for the courses a learner owns (a preview has none). */
export const NOTES_OWNERS_ONLY = 'Notes are kept for the courses you have bought.';
export const NOTES_LIMIT_REACHED = 'This lesson already has 200 notes. Delete one to add another.';
