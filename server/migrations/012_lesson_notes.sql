-- A learner's own notes on a lesson, each pinned to a moment of the video (seconds from the start).
CREATE TABLE lesson_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lesson_id uuid NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  position_seconds integer NOT NULL CHECK (position_seconds >= 0),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lesson_notes_owner_idx ON lesson_notes (user_id, lesson_id, position_seconds);
