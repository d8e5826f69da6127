import type { Queryable } from '../db';
import { HttpError } from '../lib/httpError';
import { randomToken, sha256 } from '../lib/crypto';

export type EmailTokenPurpose = 'verify' | 'reset' | 'setup' | 'email-change';

export const EMAIL_TOKEN_TTL_SECONDS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 3600,
  reset: 3600,
  setup: 3 * 24 * 3600,
  'email-change': 24 * 3600,
};

const invalidMessages: Record<EmailTokenPurpose, string> = {
  verify: 'This verification link is invalid or has already been used.',
  reset: 'This password reset link is invalid or has already been used.',
  setup: 'This password setup link is invalid or has already been used.',
  'email-change': 'This email confirmation link is invalid or has already been used.',
};
const expiredMessages: Record<EmailTokenPurpose, string> = {
  verify: 'This verification link has expired. Please ask for a new one.',
  reset: 'This password reset link has expired. Please ask for a new one.',
  setup: 'This password setup link has expired. Please ask for a new one.',
  'email-change': 'This email confirmation link has expired. Please ask for a new one.',
};

/** Makes the unused tokens of one purpose (all purposes when omitted) stop working. */
export async function retireEmailTokens(
  db: Queryable,
  userId: string,
  purpose?: EmailTokenPurpose,
): Promise<void> {
  await db.query(
    `UPDATE email_tokens SET used_at = now()
     WHERE user_id = $1 AND ($2::text IS NULL OR purpose = $2) AND used_at IS NULL`,
    [userId, purpose ?? null],
  );
}

/**
 * A new single-use token (older unused ones of the same purpose stop working); returns the raw
 * value. An email-change token records the address it confirms.
 */
export async function issueEmailToken(
  db: Queryable,
  userId: string,
  purpose: EmailTokenPurpose,
  targetEmail: string | null = null,
): Promise<string> {
  const raw = randomToken();
  await retireEmailTokens(db, userId, purpose);
  await db.query(
    `INSERT INTO email_tokens (token_hash, user_id, purpose, target_email, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [sha256(raw), userId, purpose, targetEmail, EMAIL_TOKEN_TTL_SECONDS[purpose]],
  );
  return raw;
}

export interface ConsumedEmailToken {
  userId: string;
  targetEmail: string | null;
}

/** Marks the token used and returns its user, or throws 400 TOKEN_EXPIRED / TOKEN_INVALID. */
export async function consumeEmailToken(
  db: Queryable,
  raw: string,
  purpose: EmailTokenPurpose,
): Promise<string> {
  return (await consumeEmailTokenWithTarget(db, raw, purpose)).userId;
}

export async function consumeEmailTokenWithTarget(
  db: Queryable,
  raw: string,
  purpose: EmailTokenPurpose,
): Promise<ConsumedEmailToken> {
  const hash = sha256(raw);
  const used = await db.query<{ user_id: string; target_email: string | null }>(
    `UPDATE email_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id, target_email`,
    [hash, purpose],
  );
  const row = used.rows[0];
  if (row) return { userId: row.user_id, targetEmail: row.target_email };
  const expired = await db.query(
    `SELECT 1 FROM email_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at <= now()`,
    [hash, purpose],
  );
  throw expired.rowCount > 0
    ? new HttpError(400, expiredMessages[purpose], 'TOKEN_EXPIRED')
    : new HttpError(400, invalidMessages[purpose], 'TOKEN_INVALID');
}
