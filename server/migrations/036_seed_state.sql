-- The fingerprint of the seed this database received last (server/src/seed/seedFingerprint.ts):
-- a start with the same seed skips it, instead of checking every seeded row again.
CREATE TABLE seed_state (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  fingerprint text NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
