import type { Queryable } from '../db';
import { isUniqueViolation } from '../db';
import { conflict } from '../lib/httpError';
import { consumeEmailTokenWithTarget, issueEmailToken, retireEmailTokens } from './emailTokens';

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const NO_PENDING_CHANGE = 'There is no email change waiting for confirmation.';

async function refuseTaken(tx: Queryable, email: string, userId: string): Promise<void> {
  const taken = await tx.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [
    email,
    userId,
  ]);
  if (taken.rowCount > 0) throw conflict(EMAIL_TAKEN);
}

/**
 * Keeps the new address aside until the link mailed to it is followed. Returns the raw token of
 * that link; any earlier link for another address stops working.
 */
export async function requestEmailChange(
  tx: Queryable,
  userId: string,
  newEmail: string,
): Promise<string> {
  await refuseTaken(tx, newEmail, userId);
  await tx.query('UPDATE users SET pending_email = $2, updated_at = now() WHERE id = $1', [
    userId,
    newEmail,
  ]);
  return issueEmailToken(tx, userId, 'email-change', newEmail);
}

/** A new link for the waiting address (the earlier one stops working), or 409 when none waits. */
export async function reissueEmailChange(
  tx: Queryable,
  userId: string,
): Promise<{ pendingEmail: string; token: string }> {
  const row = (
    await tx.query<{ pending_email: string | null }>(
      'SELECT pending_email FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    )
  ).rows[0];
  if (!row?.pending_email) throw conflict(NO_PENDING_CHANGE);
  await refuseTaken(tx, row.pending_email, userId);
  return {
    pendingEmail: row.pending_email,
    token: await issueEmailToken(tx, userId, 'email-change', row.pending_email),
  };
}

export async function cancelEmailChange(tx: Queryable, userId: string): Promise<void> {
  const cleared = await tx.query(
    `UPDATE users SET pending_email = NULL, updated_at = now()
     WHERE id = $1 AND pending_email IS NOT NULL`,
    [userId],
  );
  if (cleared.rowCount === 0) throw conflict(NO_PENDING_CHANGE);
  await retireEmailTokens(tx, userId, 'email-change');
}

/**
 * Follows a mailed confirmation link: the account's email becomes the address the link was sent
 * to, if no other account took it meanwhile (409, and the link keeps working). Sessions stay.
 */
export async function confirmEmailChange(
  tx: Queryable,
  rawToken: string,
): Promise<{ userId: string; email: string }> {
  const { userId, targetEmail } = await consumeEmailTokenWithTarget(tx, rawToken, 'email-change');
  const email = targetEmail!;
  await refuseTaken(tx, email, userId);
  await tx
    .query(
      `UPDATE users SET email = $2, pending_email = NULL,
         email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
       WHERE id = $1`,
      [userId, email],
    )
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict(EMAIL_TAKEN) : error;
    });
  return { userId, email };
}
