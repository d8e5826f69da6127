import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ACCOUNT_DISABLED } from '@contract/messages/common';
import { GOOGLE_FAILED, GOOGLE_UNAVAILABLE } from '@contract/messages/google';
import { isUniqueViolation } from '../../db';
import { findAccountStanding } from '../../repositories/users';
import { GoogleSignInError, type GoogleProfile } from './google';
import { findOrCreateGoogleUser, type GoogleUser } from './googleAccounts';
import { setupPasswordMail } from '../mail/templates';

/** Where a Google sign-in step ends: what to go on with, or the message the sign-in page shows. */
export type GoogleStep<T> = T | { error: string };

/** The provider URL to send the browser to, and the flow state for the signed cookie. */
export async function startGoogleSignIn(
  app: Pick<FastifyInstance, 'google'>,
  log: FastifyBaseLogger,
): Promise<GoogleStep<{ url: string; flowState: string }>> {
  try {
    return await app.google.start();
  } catch (error) {
    log.warn({ err: error }, 'Google discovery failed');
    return { error: GOOGLE_UNAVAILABLE };
  }
}

/**
 * Google's answer: the identity is checked (state, nonce, PKCE, verified email), then the account
 * is found, linked or created. A new password-less account is mailed a link to set a password
 * (queued in the same transaction).
 */
export async function finishGoogleSignIn(
  app: Pick<FastifyInstance, 'google' | 'db' | 'sessions' | 'outbox' | 'config'>,
  callbackPathAndQuery: string,
  flowState: string,
  log: FastifyBaseLogger,
): Promise<GoogleStep<{ userId: string }>> {
  let profile: GoogleProfile;
  try {
    profile = await app.google.finish(callbackPathAndQuery, flowState);
  } catch (error) {
    if (error instanceof GoogleSignInError) return { error: error.message };
    log.warn({ err: error }, 'Google sign-in callback failed');
    return { error: GOOGLE_FAILED };
  }
  let user: GoogleUser;
  try {
    user = await app.db.transaction(async (tx) => {
      const found = await findOrCreateGoogleUser(tx, profile, app.sessions.revokeAllForUser);
      if (found.setupToken) {
        const link = `${app.config.siteUrl}/setup-password?token=${found.setupToken}`;
        await app.outbox.enqueue({ to: found.email, ...setupPasswordMail(found.name, link) }, tx);
      }
      return found;
    });
  } catch (error) {
    if (error instanceof GoogleSignInError) return { error: error.message };
    // The same address registered at the same moment: the other request won.
    if (isUniqueViolation(error)) return { error: GOOGLE_FAILED };
    throw error;
  }
  // An account the academy disabled gets no session, whichever way it signs in.
  if ((await findAccountStanding(app.db, user.id))?.disabled) return { error: ACCOUNT_DISABLED };
  return { userId: user.id };
}
