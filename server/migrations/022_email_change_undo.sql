-- Taking an account with a stolen session: an email change now needs the current password, or for
-- an account without one a recent sign-in, and the address it replaces gets a link that undoes it.

-- When the session's sign-in happened, kept on every token of its family (a rotated token's row may
-- one day be cleaned away; the time must not move with it). Existing sessions: their first token.
ALTER TABLE refresh_tokens ADD COLUMN signed_in_at timestamptz;
UPDATE refresh_tokens t SET signed_in_at = f.first_at
  FROM (SELECT family_id, min(created_at) AS first_at FROM refresh_tokens GROUP BY family_id) f
  WHERE f.family_id = t.family_id;
ALTER TABLE refresh_tokens ALTER COLUMN signed_in_at SET DEFAULT now();
ALTER TABLE refresh_tokens ALTER COLUMN signed_in_at SET NOT NULL;

-- 'email-undo': the link mailed to the replaced address; target_email is that address, which the
-- account gets back when the link is followed.
ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check;
ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check
  CHECK (purpose IN ('verify', 'reset', 'setup', 'email-change', 'email-undo'));
ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_target_email_check;
ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_target_email_check
  CHECK ((purpose IN ('email-change', 'email-undo')) = (target_email IS NOT NULL));
-- An address with a live undo link stays its account's: sign-up and email changes treat it as taken.
CREATE INDEX email_tokens_undo_target_idx ON email_tokens (target_email)
  WHERE purpose = 'email-undo' AND used_at IS NULL;
