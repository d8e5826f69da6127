-- A changed email waits in pending_email until the link mailed to it is followed; the token that
-- confirms it records the address it was sent to.
ALTER TABLE users ADD COLUMN pending_email text CHECK (pending_email = lower(pending_email));

ALTER TABLE email_tokens ADD COLUMN target_email text;
ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check;
ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check
  CHECK (purpose IN ('verify', 'reset', 'setup', 'email-change'));
ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_target_email_check
  CHECK ((purpose = 'email-change') = (target_email IS NOT NULL));
