import { Type, type Static } from 'typebox';
import { DB_INTEGER_MAX } from '../constants';

// What a candidate's answer to one question looks like on the wire and in the database:
// - choice: the picked option ids (at most the question's `pick`);
// - judgement, match: one option id;
// - gap, essay: the typed text;
// - speech: the id of the finished recording (the recording routes set it, not the candidate).
// null clears an answer.

export const MAX_ESSAY_CHARACTERS = 20_000;

export const AnswerValue = Type.Union([
  Type.String({ maxLength: MAX_ESSAY_CHARACTERS }),
  Type.Array(Type.String({ minLength: 1, maxLength: 16 }), { maxItems: 5 }),
  Type.Null(),
]);
export type AnswerValue = Static<typeof AnswerValue>;

/**
 * One question's state as the candidate left it. `seq` orders saves: the server keeps a save only
 * if its seq is higher than the one it holds, so a late, older save never overwrites a newer one
 * and a save sent twice changes nothing.
 */
export const SavedAnswer = Type.Object(
  {
    questionId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }),
    value: AnswerValue,
    flagged: Type.Boolean(),
    seq: Type.Integer({ minimum: 1, maximum: DB_INTEGER_MAX }),
  },
  { additionalProperties: false },
);
export type SavedAnswer = Static<typeof SavedAnswer>;

/** A highlighted stretch of a reading passage (character offsets in one paragraph), with a note. */
export const Highlight = Type.Object(
  {
    paragraph: Type.Integer({ minimum: 0, maximum: 100 }),
    start: Type.Integer({ minimum: 0, maximum: 10_000 }),
    end: Type.Integer({ minimum: 1, maximum: 10_000 }),
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type Highlight = Static<typeof Highlight>;

/** A part's highlights and notes, saved whole, ordered by `seq` like answers. */
export const SavedHighlights = Type.Object(
  {
    partId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }),
    highlights: Type.Array(Highlight, { maxItems: 200 }),
    seq: Type.Integer({ minimum: 1, maximum: DB_INTEGER_MAX }),
  },
  { additionalProperties: false },
);
export type SavedHighlights = Static<typeof SavedHighlights>;
