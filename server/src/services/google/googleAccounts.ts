import { GOOGLE_EMAIL_LINKED_ELSEWHERE } from '@contract/messages/google';
import type { Queryable } from '../../db';
import { retireEmailTokens } from '../../repositories/emailTokens';
import {
  findUserIdByGoogleSubject,
  handOverToGoogle,
  insertGoogleUser,
  linkGoogleSubject,
  lockAccountByEmail,
  type EmailMatch,
} from '../../repositories/users';
import { normaliseEmail } from '../accounts/accounts';
import { issueEmailToken } from '../mailLinks/emailTokens';
import { GoogleSignInError, type GoogleProfile } from './google';

export interface GoogleUser {
  id: string;
  /** Set when the account has no password yet: the raw token of a mailed setup-password link. */
  setupToken?: string;
  name: string;
  email: string;
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
  await handOverToGoogle(tx, account.id, { subject: profile.sub, name: profile.name });
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
  const bySubject = await findUserIdByGoogleSubject(tx, profile.sub);
  if (bySubject) return { id: bySubject, name: profile.name, email };
  const match = await lockAccountByEmail(tx, email);
  if (match?.google_sub) throw new GoogleSignInError(GOOGLE_EMAIL_LINKED_ELSEWHERE);
  if (match?.verified) {
    await linkGoogleSubject(tx, match.id, profile.sub);
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
  const id = await insertGoogleUser(tx, { name: profile.name, email, subject: profile.sub });
  return { id, name: profile.name, email, setupToken: await issueEmailToken(tx, id, 'setup') };
}
