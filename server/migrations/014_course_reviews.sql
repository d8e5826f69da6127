-- Learners' ratings and reviews of the courses they bought: one per learner per course, editable.
-- The course's average and count are kept beside it (updated in the same transaction as a review),
-- so the catalogue can sort by rating and show it on every card without aggregating on each read.
CREATE TABLE course_reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body text NOT NULL DEFAULT '' CHECK (length(body) <= 4000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (course_id, user_id)
);
CREATE INDEX course_reviews_recent_idx ON course_reviews (course_id, updated_at DESC, id);

ALTER TABLE courses
  ADD COLUMN rating_average numeric(3, 2) NOT NULL DEFAULT 0 CHECK (rating_average BETWEEN 0 AND 5),
  ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0);
