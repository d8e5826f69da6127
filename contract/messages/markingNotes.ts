// The marking screen's notes: comments anchored to a passage of an essay or a moment of a recording.

export const NOTE_REQUIRED = 'Write the note.';
export const NOTE_TOO_LONG = 'A note can be at most 2,000 characters.';
export const PASSAGE_REQUIRED = 'Select a passage of the essay, or type it here.';
export const PASSAGE_NOT_FOUND = 'That passage is not in the essay. Copy it exactly as written.';
