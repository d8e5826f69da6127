-- Accounts, sessions, catalogue, carts, orders, payments and contact messages.
-- Prices are whole rupees; only the payment provider sees paise.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text,
  dob date,
  profile_photo text NOT NULL DEFAULT '',
  education_status text NOT NULL DEFAULT '',
  school_or_college text NOT NULL DEFAULT '',
  profession text NOT NULL DEFAULT '',
  organization text NOT NULL DEFAULT '',
  qualification text NOT NULL DEFAULT '',
  is_profile_complete boolean NOT NULL DEFAULT false,
  email_verified_at timestamptz,
  google_sub text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Single-use links sent by mail; only the sha256 of the token is stored.
CREATE TABLE email_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify', 'reset', 'setup')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose);

-- Refresh tokens, rotated on every use. A family is one sign-in; reuse of a rotated token outside
-- the grace window revokes the family. successor_box holds the successor's raw value encrypted
-- with a key derived from this token's raw value, so a replay inside the grace window can be
-- answered with the same successor without the database ever holding a usable token.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  rotated_at timestamptz,
  successor_id uuid REFERENCES refresh_tokens (id) ON DELETE SET NULL,
  successor_box text,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE courses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  short_title text NOT NULL,
  description text NOT NULL,
  thumbnail text NOT NULL,
  price integer NOT NULL CHECK (price > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX courses_order_idx ON courses (created_at, id);

CREATE TABLE cart_items (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES courses (id),
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity = 1),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, course_id)
);

CREATE TABLE coupons (
  code text PRIMARY KEY CHECK (code = upper(code)),
  kind text NOT NULL CHECK (kind IN ('percent', 'flat')),
  amount integer NOT NULL CHECK (amount > 0),
  min_order integer NOT NULL DEFAULT 0,
  max_uses integer,
  used_count integer NOT NULL DEFAULT 0,
  expires_at timestamptz,
  CHECK (kind <> 'percent' OR amount <= 100),
  CHECK (max_uses IS NULL OR used_count <= max_uses)
);

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled')),
  subtotal integer NOT NULL,
  discount integer NOT NULL DEFAULT 0,
  total_price integer NOT NULL,
  coupon_code text REFERENCES coupons (code),
  -- The cart's course ids and prices when the order was made; an unchanged cart reuses the order.
  cart_fingerprint text NOT NULL,
  payment_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  cancelled_at timestamptz,
  CHECK (total_price = subtotal - discount AND total_price >= 0)
);
-- At most one unpaid order per user: concurrent checkouts cannot create two.
CREATE UNIQUE INDEX orders_one_pending_idx ON orders (user_id) WHERE status = 'pending';
CREATE INDEX orders_user_idx ON orders (user_id, created_at);

CREATE TABLE order_items (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES courses (id),
  title text NOT NULL,
  thumbnail text NOT NULL,
  price integer NOT NULL,
  quantity integer NOT NULL DEFAULT 1,
  position integer NOT NULL,
  PRIMARY KEY (order_id, course_id)
);

-- One row per provider order (Razorpay order or test-mode order) opened for one of our orders.
CREATE TABLE payment_attempts (
  provider_order_id text PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('razorpay', 'test')),
  amount_paise integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_attempts_order_idx ON payment_attempts (order_id, created_at);

CREATE TABLE purchases (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES courses (id),
  order_id uuid NOT NULL REFERENCES orders (id),
  price integer NOT NULL,
  purchased_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, course_id)
);

-- Webhook deliveries already handled (Razorpay retries and may deliver an event twice).
CREATE TABLE payment_events (
  event_id text PRIMARY KEY,
  event text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL DEFAULT '',
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
