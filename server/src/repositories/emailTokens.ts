import type { EmailLinkPurpose } from '@contract/messages/auth';
import type { Queryable } from '../db';

// Single-use tokens of mailed links, stored as sha256 hashes. Each function runs on the database or
// on the transaction it is given.

/** Makes the unused tokens of one purpose (all purposes when omitted) stop working. */
export async function retireEmailTokens(
  db: Queryable,
  userId: string,
  purpose?: EmailLinkPurpose,
): Promise<void> {
  await db.query(
    `UPDATE email_tokens SET used_at = now()
     WHERE user_id = $1 AND ($2::text IS NULL OR purpose = $2) AND used_at IS NULL`,
    [userId, purpose ?? null],
  );
}

export async function insertEmailToken(
  db: Queryable,
  token: {
    hash: string;
    userId: string;
    purpose: EmailLinkPurpose;
    targetEmail: string | null;
    ttlSeconds: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO email_tokens (token_hash, user_id, purpose, target_email, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [token.hash, token.userId, token.purpose, token.targetEmail, token.ttlSeconds],
  );
}

/** Marks an unused, unexpired token used; its user and target address, or undefined. */
export async function useEmailToken(
  db: Queryable,
  hash: string,
  purpose: EmailLinkPurpose,
): Promise<{ user_id: string; target_email: string | null } | undefined> {
  const used = await db.query<{ user_id: string; target_email: string | null }>(
    `UPDATE email_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id, target_email`,
    [hash, purpose],
  );
  return used.rows[0];
}

/** True when the token exists, was never used, and has expired. */
export async function isExpiredEmailToken(
  db: Queryable,
  hash: string,
  purpose: EmailLinkPurpose,
): Promise<boolean> {
  const expired = await db.query(
    `SELECT 1 FROM email_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at <= now()`,
    [hash, purpose],
  );
  return expired.rowCount > 0;
}
