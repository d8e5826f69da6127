-- The academy's tests: sold as products, taken in the exam room, marked by the server and by
-- evaluators, with results and score reports (docs/exams.md). One model for forms, attempts,
-- answers, marks and results.

-- Roles: evaluators mark writing and speaking; senior evaluators also settle disagreements and
-- re-marks (admins may do both).
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check
  CHECK (role IN ('learner', 'staff', 'admin', 'evaluator', 'senior_evaluator'));

-- A test as a product. Seeded off sale; staff put it on sale and set its price.
CREATE TABLE test_products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]+$'),
  name text NOT NULL,
  brief text NOT NULL,
  details jsonb NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
  price integer NOT NULL CHECK (price > 0 AND price <= 500000),
  image text NOT NULL,
  on_sale boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Versions of a test's form. `content` is what candidates see, `answer_key` and `scoring` stay on
-- the server. New attempts take the active version; an attempt keeps the version it began with.
CREATE TABLE test_forms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  test_id uuid NOT NULL REFERENCES test_products (id),
  form_id text NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  content jsonb NOT NULL,
  answer_key jsonb NOT NULL,
  scoring jsonb NOT NULL,
  -- sha256 of the file as uploaded: the same file uploaded again is not a new version.
  checksum text NOT NULL,
  active boolean NOT NULL DEFAULT false,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (test_id, version)
);
CREATE UNIQUE INDEX test_forms_one_active_idx ON test_forms (test_id) WHERE active;

-- A bought test: one attempt, to be started before `expires_at`. Ended by a refund (only before the
-- attempt starts). Extra time is an access arrangement staff grant, before or during the attempt.
CREATE TABLE test_entitlements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  test_id uuid NOT NULL REFERENCES test_products (id),
  order_id uuid NOT NULL REFERENCES orders (id),
  price integer NOT NULL CHECK (price >= 0),
  purchased_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  extra_time_percent integer NOT NULL DEFAULT 0 CHECK (extra_time_percent IN (0, 25, 50)),
  UNIQUE (order_id, test_id)
);
CREATE INDEX test_entitlements_user_idx ON test_entitlements (user_id, purchased_at DESC);

-- Candidate numbers: evaluators see these, never a name.
CREATE SEQUENCE candidate_number_seq START 100001;

-- An attempt: at most one per bought test. Times are the server's; a section's deadline is set
-- when it starts (its duration with extra time) and moved on by a practice pause.
CREATE TABLE exam_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entitlement_id uuid NOT NULL UNIQUE REFERENCES test_entitlements (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  test_id uuid NOT NULL REFERENCES test_products (id),
  form_version_id uuid NOT NULL REFERENCES test_forms (id),
  mode text NOT NULL CHECK (mode IN ('exam', 'practice')),
  candidate_number text NOT NULL UNIQUE DEFAULT 'C' || nextval('candidate_number_seq'),
  status text NOT NULL DEFAULT 'in_progress'
    CHECK (status IN ('in_progress', 'submitted', 'awaiting_evaluation', 'results_ready')),
  started_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  -- The tab (or device) that may save; another one takes it over explicitly.
  tab_id text,
  tab_claimed_at timestamptz,
  -- Where the candidate was: { sectionId, questionId }.
  position jsonb,
  -- Practice mode: the clock is stopped since then.
  paused_at timestamptz,
  results_released_at timestamptz
);
CREATE INDEX exam_attempts_user_idx ON exam_attempts (user_id, started_at DESC);
CREATE INDEX exam_attempts_status_idx ON exam_attempts (status);

-- Each section of an attempt, in the form's order. `score` is the band or 0-100 score once
-- marked: by the server on closing (objective), or from the evaluators' marks (expert).
CREATE TABLE exam_attempt_sections (
  attempt_id uuid NOT NULL REFERENCES exam_attempts (id) ON DELETE CASCADE,
  section_id text NOT NULL,
  position integer NOT NULL,
  skill text NOT NULL,
  marking text NOT NULL CHECK (marking IN ('objective', 'expert')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'open', 'closed')),
  duration_seconds integer NOT NULL CHECK (duration_seconds > 0),
  started_at timestamptz,
  deadline_at timestamptz,
  closed_at timestamptz,
  closed_by text CHECK (closed_by IN ('candidate', 'time')),
  raw_marks integer,
  max_marks integer,
  score numeric(5, 1),
  -- provisional: the server's or a single mark still under the quality rules; final: settled.
  score_status text CHECK (score_status IN ('provisional', 'final')),
  PRIMARY KEY (attempt_id, section_id),
  UNIQUE (attempt_id, position)
);
-- The sweep that closes sections whose time is up finds them here.
CREATE INDEX exam_sections_deadline_idx ON exam_attempt_sections (deadline_at) WHERE status = 'open';

-- One row per question answered or flagged: the newest save by `seq` wins.
CREATE TABLE exam_answers (
  attempt_id uuid NOT NULL REFERENCES exam_attempts (id) ON DELETE CASCADE,
  question_id text NOT NULL,
  section_id text NOT NULL,
  value jsonb,
  flagged boolean NOT NULL DEFAULT false,
  seq bigint NOT NULL CHECK (seq >= 1),
  saved_at timestamptz NOT NULL DEFAULT now(),
  -- Objective questions: marks given when the section closed.
  marks integer,
  PRIMARY KEY (attempt_id, question_id)
);

-- A reading part's highlights and notes, saved whole; the newest by `seq` wins.
CREATE TABLE exam_highlights (
  attempt_id uuid NOT NULL REFERENCES exam_attempts (id) ON DELETE CASCADE,
  part_id text NOT NULL,
  highlights jsonb NOT NULL,
  seq bigint NOT NULL CHECK (seq >= 1),
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (attempt_id, part_id)
);

-- Listening recordings played: when each first started, so a reload resumes instead of replaying.
CREATE TABLE exam_audio_plays (
  attempt_id uuid NOT NULL REFERENCES exam_attempts (id) ON DELETE CASCADE,
  audio_id text NOT NULL,
  plays integer NOT NULL DEFAULT 1 CHECK (plays >= 1),
  first_started_at timestamptz NOT NULL DEFAULT now(),
  last_started_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (attempt_id, audio_id)
);

-- Spoken answers, uploaded in chunks while recorded (media storage keys
-- recordings/<attempt>/<question>/<index>), joined into one file when finished.
CREATE TABLE exam_recordings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  attempt_id uuid NOT NULL REFERENCES exam_attempts (id) ON DELETE CASCADE,
  question_id text NOT NULL,
  status text NOT NULL DEFAULT 'recording' CHECK (status IN ('recording', 'complete')),
  content_type text NOT NULL,
  chunks integer NOT NULL DEFAULT 0 CHECK (chunks >= 0),
  bytes bigint NOT NULL DEFAULT 0 CHECK (bytes >= 0),
  duration_seconds numeric(7, 2) NOT NULL DEFAULT 0,
  storage_key text,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (attempt_id, question_id)
);
CREATE TABLE exam_recording_chunks (
  recording_id uuid NOT NULL REFERENCES exam_recordings (id) ON DELETE CASCADE,
  index integer NOT NULL CHECK (index >= 0),
  bytes integer NOT NULL CHECK (bytes > 0),
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (recording_id, index)
);

-- Background jobs, run by any server process (the mail outbox's lease mechanism, for any kind of
-- work): a process claims due rows for a lease; a process that dies mid-job leaves its lease to
-- run out and another takes the job again. `dedupe_key` makes scheduling the same job twice a
-- no-op while it is waiting. Failed jobs stay for the admins' overview.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  kind text NOT NULL CHECK (kind ~ '^[a-z]+(\.[a-zA-Z-]+)+$'),
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  dedupe_key text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 8 CHECK (max_attempts >= 1),
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX jobs_due_idx ON jobs (run_at, seq) WHERE status = 'pending';
CREATE INDEX jobs_leased_idx ON jobs (locked_until) WHERE status = 'running';
CREATE UNIQUE INDEX jobs_dedupe_idx ON jobs (kind, dedupe_key)
  WHERE dedupe_key IS NOT NULL AND status IN ('pending', 'running');
CREATE INDEX jobs_failed_idx ON jobs (finished_at DESC) WHERE status = 'failed';

-- Machine feedback on an expert-marked section (word counts, spelling, speech rate...), computed
-- by a job; always provisional, shown to evaluators and to the learner as such.
CREATE TABLE exam_signals (
  attempt_id uuid NOT NULL REFERENCES exam_attempts (id) ON DELETE CASCADE,
  section_id text NOT NULL,
  estimate numeric(5, 1),
  signals jsonb NOT NULL,
  transcript jsonb,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (attempt_id, section_id)
);

-- The marking queue: one task per expert-marked section and kind of mark. A claim locks a task to
-- one evaluator until `claim_expires_at` (renewed while they mark); an expired claim is free again.
CREATE TABLE marking_tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  attempt_id uuid NOT NULL REFERENCES exam_attempts (id) ON DELETE CASCADE,
  section_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('first', 'second', 'moderation', 'remark')),
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'done', 'cancelled')),
  -- Why a second mark or a decision was asked for (for the audit and the overview).
  reason text,
  remark_request_id uuid,
  submitted_at timestamptz NOT NULL,
  due_at timestamptz NOT NULL,
  claimed_by uuid REFERENCES users (id),
  claimed_at timestamptz,
  claim_expires_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX marking_tasks_one_live_idx ON marking_tasks (attempt_id, section_id, kind)
  WHERE status = 'waiting';
CREATE INDEX marking_tasks_queue_idx ON marking_tasks (submitted_at, id) WHERE status = 'waiting';

-- A mark: one evaluator's criterion marks, comments and annotations for a task, and the skill
-- score they give. Never changed once given; a later decision or re-mark is a new mark.
CREATE TABLE marks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  task_id uuid NOT NULL UNIQUE REFERENCES marking_tasks (id),
  attempt_id uuid NOT NULL REFERENCES exam_attempts (id) ON DELETE CASCADE,
  section_id text NOT NULL,
  evaluator_id uuid NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  units jsonb NOT NULL,
  comment text NOT NULL DEFAULT '',
  score numeric(5, 1) NOT NULL,
  marked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX marks_attempt_idx ON marks (attempt_id, section_id, marked_at);

-- What an evaluator has typed but not yet submitted.
CREATE TABLE mark_drafts (
  task_id uuid NOT NULL REFERENCES marking_tasks (id) ON DELETE CASCADE,
  evaluator_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  units jsonb NOT NULL,
  comment text NOT NULL DEFAULT '',
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (task_id, evaluator_id)
);

-- Released results and their score report. `report_id` is the public, unguessable number printed
-- on the report and used by /results/:reportId.
CREATE TABLE exam_results (
  attempt_id uuid PRIMARY KEY REFERENCES exam_attempts (id) ON DELETE CASCADE,
  report_id text NOT NULL UNIQUE,
  candidate_name text NOT NULL,
  test_name text NOT NULL,
  scheme text NOT NULL CHECK (scheme IN ('ielts', 'mastery')),
  overall numeric(5, 1) NOT NULL,
  cefr text,
  -- [{ sectionId, skill, title, score, cefr }]
  skills jsonb NOT NULL,
  taken_at timestamptz NOT NULL,
  released_at timestamptz NOT NULL DEFAULT now(),
  revised_at timestamptz
);

-- A learner's request to have expert-marked skills marked again, with a reason.
CREATE TABLE remark_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  attempt_id uuid NOT NULL REFERENCES exam_attempts (id) ON DELETE CASCADE,
  section_ids text[] NOT NULL,
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'done')),
  -- [{ sectionId, skill, before, after }]
  outcome jsonb,
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE UNIQUE INDEX remark_requests_one_open_idx ON remark_requests (attempt_id)
  WHERE status = 'waiting';
