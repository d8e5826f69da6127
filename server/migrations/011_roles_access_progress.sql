-- Shared by the learning area, the commerce rules and the staff console.

-- Roles: every account is a learner; staff manage content, coupons, orders and messages; admins
-- also manage staff. A disabled account cannot sign in and its sessions end at once.
ALTER TABLE users
  ADD COLUMN role text NOT NULL DEFAULT 'learner' CHECK (role IN ('learner', 'staff', 'admin')),
  ADD COLUMN disabled_at timestamptz;

-- A refunded purchase ends the learner's access but stays on record.
ALTER TABLE purchases ADD COLUMN revoked_at timestamptz;

-- Where a learner is in each lesson. position_seconds is where to resume; watched_seconds is the
-- furthest point reached, which completion (90 %) and the refund rule (how much of a course was
-- watched) are measured by.
CREATE TABLE lesson_progress (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lesson_id uuid NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  position_seconds integer NOT NULL DEFAULT 0 CHECK (position_seconds >= 0),
  watched_seconds integer NOT NULL DEFAULT 0 CHECK (watched_seconds >= 0),
  completed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, lesson_id)
);
CREATE INDEX lesson_progress_recent_idx ON lesson_progress (user_id, course_id, updated_at DESC);
