-- The course content model shared by the course pages, the learning area and the staff console:
-- who teaches a course, what it promises, and its curriculum (sections of ordered lessons, each a
-- video or an article), with the media files lessons play stored behind the media storage.

CREATE TABLE instructors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text NOT NULL,
  headline text NOT NULL DEFAULT '',
  bio text NOT NULL DEFAULT '',
  photo text NOT NULL DEFAULT '',
  years_of_experience integer NOT NULL DEFAULT 0 CHECK (years_of_experience >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Course metadata. A course is on sale while published_at is set; unpublishing hides it from the
-- catalogue but never from the learners who bought it. `version` grows on every staff edit, so two
-- editors cannot silently overwrite each other.
ALTER TABLE courses
  ADD COLUMN subtitle text NOT NULL DEFAULT '',
  ADD COLUMN level text NOT NULL DEFAULT 'all levels'
    CHECK (level IN ('beginner', 'intermediate', 'advanced', 'all levels')),
  ADD COLUMN language text NOT NULL DEFAULT 'English',
  ADD COLUMN category text NOT NULL DEFAULT '',
  ADD COLUMN instructor_id uuid REFERENCES instructors (id),
  ADD COLUMN outcomes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN requirements text[] NOT NULL DEFAULT '{}',
  ADD COLUMN published_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);

-- Every course that existed before this migration was on sale.
UPDATE courses SET published_at = created_at, updated_at = created_at;

CREATE INDEX courses_published_idx ON courses (created_at, id) WHERE published_at IS NOT NULL;

-- Files behind the media storage (local disk under DATA_DIR, or an S3-compatible bucket).
CREATE TABLE media_assets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  storage_key text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('video', 'captions', 'image', 'document')),
  content_type text NOT NULL,
  byte_size bigint NOT NULL CHECK (byte_size >= 0),
  duration_seconds integer CHECK (duration_seconds IS NULL OR duration_seconds >= 0),
  sha256 text NOT NULL,
  original_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Positions are unique within their parent; the constraints are checked at commit so a reorder can
-- move rows through each other's positions inside one transaction.
CREATE TABLE course_sections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  title text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT course_sections_position_key UNIQUE (course_id, position) DEFERRABLE INITIALLY DEFERRED,
  CONSTRAINT course_sections_course_key UNIQUE (id, course_id)
);

CREATE TABLE lessons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  section_id uuid NOT NULL,
  title text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('video', 'article')),
  position integer NOT NULL CHECK (position >= 0),
  -- A video's running time, or an article's reading time.
  duration_seconds integer NOT NULL CHECK (duration_seconds >= 0),
  is_preview boolean NOT NULL DEFAULT false,
  video_asset_id uuid REFERENCES media_assets (id),
  captions_asset_id uuid REFERENCES media_assets (id),
  poster_asset_id uuid REFERENCES media_assets (id),
  -- Sanitised HTML for article lessons ('' for videos).
  article_html text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT lessons_position_key UNIQUE (section_id, position) DEFERRABLE INITIALLY DEFERRED,
  -- A lesson's section belongs to the lesson's course.
  CONSTRAINT lessons_section_fkey FOREIGN KEY (section_id, course_id)
    REFERENCES course_sections (id, course_id) ON DELETE CASCADE
);
CREATE INDEX lessons_course_idx ON lessons (course_id);
