import type { Queryable } from '../db';
import { HttpError } from '../lib/httpError';
import { randomToken, sha256 } from '../lib/crypto';

export type EmailTokenPurpose = 'verify' | 'reset' | 'setup';

export const EMAIL_TOKEN_TTL_SECONDS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 3600,
  reset: 3600,
  setup: 3 * 24 * 3600,
};

const invalidMessages: Record<EmailTokenPurpose, string> = {
  verify: 'This verification link is invalid or has already been used.',
  reset: 'This password reset link is invalid or has already been used.',
  setup: 'This password setup link is invalid or has already been used.',
};
const expiredMessages: Record<EmailTokenPurpose, string> = {
  verify: 'This verification link has expired. Please ask for a new one.',
  reset: 'This password reset link has expired. Please ask for a new one.',
  setup: 'This password setup link has expired. Please ask for a new one.',
};

/** A new single-use token (older unused ones of the same purpose stop working); returns the raw value. */
export async function issueEmailToken(
  db: Queryable,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const raw = randomToken();
  await db.query(
    `UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [userId, purpose],
  );
  await db.query(
    `INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [sha256(raw), userId, purpose, EMAIL_TOKEN_TTL_SECONDS[purpose]],
  );
  return raw;
}

/** Marks the token used and returns its user, or throws 400 TOKEN_EXPIRED / TOKEN_INVALID. */
export async function consumeEmailToken(
  db: Queryable,
  raw: string,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const hash = sha256(raw);
  const used = await db.query<{ user_id: string }>(
    `UPDATE email_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [hash, purpose],
  );
  if (used.rows[0]) return used.rows[0].user_id;
  const expired = await db.query(
    `SELECT 1 FROM email_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at <= now()`,
    [hash, purpose],
  );
  throw expired.rowCount > 0
    ? new HttpError(400, expiredMessages[purpose], 'TOKEN_EXPIRED')
    : new HttpError(400, invalidMessages[purpose], 'TOKEN_INVALID');
}
