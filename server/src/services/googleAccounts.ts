import type { Queryable } from '../db';
import { issueEmailToken, retireEmailTokens } from './emailTokens';
import { GoogleSignInError, type GoogleProfile } from './google';
import { normaliseEmail } from './users';

export interface GoogleUser {
  id: string;
  /** Set when the account has no password yet: the raw token of a mailed setup-password link. */
  setupToken?: string;
  name: string;
  email: string;
}

interface EmailMatch {
  id: string;
  verified: boolean;
  google_sub: string | null;
}

/** Ends every way into an account except the one about to be added: password, mailed links, sessions. */
export type RevokeSessions = (tx: Queryable, userId: string) => Promise<void>;

/**
 * The Google identity takes over an account whose address was never proved: whoever registered it
 * did not own the mailbox, Google says this person does. Their password, pending links and sessions
 * go; the name and date of birth they typed go too.
 */
async function takeOver(
  tx: Queryable,
  account: EmailMatch,
  profile: GoogleProfile,
  revokeSessions: RevokeSessions,
): Promise<void> {
  await tx.query(
    `UPDATE users SET password_hash = NULL, google_sub = $2, email_verified_at = now(), name = $3,
       dob = NULL, pending_email = NULL, updated_at = now()
     WHERE id = $1`,
    [account.id, profile.sub, profile.name],
  );
  await retireEmailTokens(tx, account.id);
  await revokeSessions(tx, account.id);
}

/**
 * Finds the account by Google subject, then by email; otherwise creates a verified, password-less
 * one. Linking by email joins only an account whose email was verified; an unverified one is taken
 * over (see takeOver).
 */
export async function findOrCreateGoogleUser(
  tx: Queryable,
  profile: GoogleProfile,
  revokeSessions: RevokeSessions,
): Promise<GoogleUser> {
  const email = normaliseEmail(profile.email);
  const bySubject = await tx.query<{ id: string }>('SELECT id FROM users WHERE google_sub = $1', [
    profile.sub,
  ]);
  if (bySubject.rows[0]) return { id: bySubject.rows[0].id, name: profile.name, email };
  const match = (
    await tx.query<EmailMatch>(
      `SELECT id, email_verified_at IS NOT NULL AS verified, google_sub FROM users
       WHERE email = $1 FOR UPDATE`,
      [email],
    )
  ).rows[0];
  if (match?.google_sub)
    throw new GoogleSignInError('This email is already linked to another Google account.');
  if (match?.verified) {
    await tx.query('UPDATE users SET google_sub = $2, updated_at = now() WHERE id = $1', [
      match.id,
      profile.sub,
    ]);
    return { id: match.id, name: profile.name, email };
  }
  if (match) {
    await takeOver(tx, match, profile, revokeSessions);
    return {
      id: match.id,
      name: profile.name,
      email,
      setupToken: await issueEmailToken(tx, match.id, 'setup'),
    };
  }
  const created = await tx.query<{ id: string }>(
    `INSERT INTO users (name, email, google_sub, email_verified_at) VALUES ($1, $2, $3, now()) RETURNING id`,
    [profile.name, email, profile.sub],
  );
  const id = created.rows[0].id;
  return { id, name: profile.name, email, setupToken: await issueEmailToken(tx, id, 'setup') };
}
