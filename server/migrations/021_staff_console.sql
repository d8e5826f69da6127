-- The staff console: versions on lessons and coupons (optimistic edits), coupons that can be
-- disabled, hidden reviews, and the contact-form messages' status and replies.

-- Lessons: `version` grows on every staff edit, as courses' does (010).
ALTER TABLE lessons ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);

-- Coupons: a disabled coupon is refused at checkout (as an unknown code); `version` as above.
ALTER TABLE coupons
  ADD COLUMN disabled_at timestamptz,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);

-- Reviews: a hidden review leaves the public list and its course's rating, but is kept.
ALTER TABLE course_reviews ADD COLUMN hidden_at timestamptz;
CREATE INDEX course_reviews_visible_idx ON course_reviews (course_id, updated_at DESC, id)
  WHERE hidden_at IS NULL;

-- Contact messages: new until replied to (answered) or closed.
ALTER TABLE contact_messages
  ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed')),
  ADD COLUMN answered_at timestamptz,
  ADD COLUMN closed_at timestamptz;
CREATE INDEX contact_messages_status_idx ON contact_messages (status, created_at DESC);

-- The replies staff mailed, with who sent them; the mail itself goes through the outbox (016).
CREATE TABLE contact_replies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id uuid NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  author_id uuid NOT NULL,
  author_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_replies_message_idx ON contact_replies (message_id, created_at);

-- The console's lists.
CREATE INDEX users_created_idx ON users (created_at DESC);
CREATE INDEX orders_paid_idx ON orders (paid_at) WHERE status = 'paid';
