-- Rate-limit counters shared by every server process: sign-in attempts per account and client
-- address and per account, mails asked for per address. Fixed windows; a row whose window has
-- ended starts again at 1. `notified` records that the owner was warned in this window.
CREATE TABLE attempt_counters (
  key text PRIMARY KEY,
  count integer NOT NULL CHECK (count >= 0),
  window_ends_at timestamptz NOT NULL,
  notified boolean NOT NULL DEFAULT false
);
CREATE INDEX attempt_counters_window_idx ON attempt_counters (window_ends_at);
