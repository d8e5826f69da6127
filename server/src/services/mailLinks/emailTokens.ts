import { EMAIL_UNDO_DAYS } from '@contract/constants';
import { LINK_EXPIRED, LINK_INVALID, type EmailLinkPurpose } from '@contract/messages/auth';
import type { Queryable } from '../../db';
import { randomToken, sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/httpError';
import {
  insertEmailToken,
  isExpiredEmailToken,
  retireEmailTokens,
  useEmailToken,
} from '../../repositories/emailTokens';

export type EmailTokenPurpose = EmailLinkPurpose;

export const EMAIL_TOKEN_TTL_SECONDS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 3600,
  reset: 3600,
  setup: 3 * 24 * 3600,
  'email-change': 24 * 3600,
  'email-undo': EMAIL_UNDO_DAYS * 24 * 3600,
};

/**
 * A new single-use token; returns the raw value. Older unused ones of the same purpose stop
 * working, except undo links: each replaced address keeps its own way back, whatever changes
 * follow (a later change's notice goes to an address the account may no longer be the owner's).
 * An email-change token records the address it confirms, an undo token the address it restores.
 */
export async function issueEmailToken(
  db: Queryable,
  userId: string,
  purpose: EmailTokenPurpose,
  targetEmail: string | null = null,
): Promise<string> {
  const raw = randomToken();
  if (purpose !== 'email-undo') await retireEmailTokens(db, userId, purpose);
  await insertEmailToken(db, {
    hash: sha256(raw),
    userId,
    purpose,
    targetEmail,
    ttlSeconds: EMAIL_TOKEN_TTL_SECONDS[purpose],
  });
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
  const row = await useEmailToken(db, hash, purpose);
  if (row) return { userId: row.user_id, targetEmail: row.target_email };
  throw (await isExpiredEmailToken(db, hash, purpose))
    ? new HttpError(400, LINK_EXPIRED[purpose], 'TOKEN_EXPIRED')
    : new HttpError(400, LINK_INVALID[purpose], 'TOKEN_INVALID');
}
