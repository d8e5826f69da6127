-- Mails waiting to be sent, written in the same transaction as the data they tell about, so a crash
-- after the commit cannot lose one. Any server process may send them: a process claims due rows
-- (status 'sending', attempts + 1) for a lease (`locked_until`); if it dies mid-send, the row is
-- claimed again once the lease has run out. `seq` keeps the order mails were queued in.
-- `message` holds to, subject, text, html and optionally replyTo, link and attachments
-- ([{filename, contentType, contentBase64}]); once a mail is sent or given up on, only to and subject
-- stay, so no live link outlives its mail. `last_error` is a short, redacted description.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  message jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, seq) WHERE status = 'pending';
CREATE INDEX mail_outbox_leased_idx ON mail_outbox (locked_until) WHERE status = 'sending';
CREATE INDEX mail_outbox_done_idx ON mail_outbox (created_at) WHERE status IN ('sent', 'failed');
