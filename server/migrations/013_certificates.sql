-- Certificates of completion: one per learner and course, issued when the learner has completed
-- every lesson. The id is the certificate's public, unguessable number; the learner's name and the
-- course's title are kept as they were at issue, so a later rename does not change a certificate.
CREATE TABLE certificates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  learner_name text NOT NULL,
  course_title text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT certificates_user_course_key UNIQUE (user_id, course_id)
);
