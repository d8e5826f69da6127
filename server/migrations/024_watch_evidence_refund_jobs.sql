-- Evidence the server itself gathers of a learner's watching, certificates that a refund revokes,
-- and refunds that a retry job finishes when the process that claimed them died.

-- Per learner and lesson: when the learner first opened it (the first playback, or the first
-- progress saved), the furthest position the server could believe (never ahead of real time since
-- then at the fastest playback speed), and which bytes of its video the media route sent them.
-- Completion is decided from trusted_seconds; the refund rule reads trusted_seconds and the share
-- of the video served.
CREATE TABLE lesson_watch (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lesson_id uuid NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  trusted_seconds integer NOT NULL DEFAULT 0 CHECK (trusted_seconds >= 0),
  served_bytes int8multirange NOT NULL DEFAULT '{}',
  PRIMARY KEY (user_id, lesson_id)
);
CREATE INDEX lesson_watch_course_idx ON lesson_watch (user_id, course_id);

-- A refund revokes the certificate of each course it takes back: the certificate stays on record
-- (its public page says it was revoked). Buying the course again and completing it issues a new
-- one, so only one certificate per learner and course is valid at a time.
ALTER TABLE certificates ADD COLUMN revoked_at timestamptz;
ALTER TABLE certificates DROP CONSTRAINT certificates_user_course_key;
CREATE UNIQUE INDEX certificates_one_valid_idx ON certificates (user_id, course_id)
  WHERE revoked_at IS NULL;

-- A refund claimed for the provider is leased: a claim whose lease ran out while the refund is
-- still processing without the provider's refund id (its process died) is claimed again by the
-- retry job and asked of the provider again, under the same idempotency key.
ALTER TABLE refunds
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN locked_until timestamptz;
-- Claims made before this migration get a quarter of an hour from their decision before a retry.
UPDATE refunds SET attempts = 1, locked_until = coalesce(decided_at, now()) + interval '15 minutes'
  WHERE status = 'processing' AND provider_refund_id IS NULL;
CREATE INDEX refunds_stuck_idx ON refunds (locked_until)
  WHERE status = 'processing' AND provider_refund_id IS NULL;
