import type { FastifyInstance } from 'fastify';
import { RECENT_SIGN_IN_MINUTES } from '@contract/constants';
import { CURRENT_PASSWORD_WRONG, SIGN_IN_AGAIN_TO_CHANGE_EMAIL } from '@contract/messages/users';
import { forbidden } from '../../lib/httpError';
import type { UserRow } from '../../repositories/users';

/** Who asks: the signed-in user, the session their access token names, their address. */
export interface Requester {
  userId: string;
  sessionId: string;
  ip: string;
}

/**
 * A new email takes the account (its links and resets go there), so a session alone is not
 * enough: an account with a password gives it, counted against the sign-in limits like a sign-in
 * (a stolen token must not become a way to guess it); an account without one (Google sign-in) must
 * have signed in within the last RECENT_SIGN_IN_MINUTES. 403 otherwise, never 401: the session is
 * fine, and a 401 would only make the SPA refresh it.
 */
export async function assertMayChangeEmail(
  app: Pick<FastifyInstance, 'passwords' | 'signInLimiter' | 'sessions'>,
  account: Pick<UserRow, 'id' | 'email' | 'password_hash'>,
  requester: Requester,
  currentPassword: string | undefined,
): Promise<void> {
  if (account.password_hash) {
    await app.signInLimiter.admit(account.email, requester.ip);
    const ok = await app.passwords.verify(account.password_hash, currentPassword ?? '');
    if (!ok) throw forbidden(CURRENT_PASSWORD_WRONG, 'CURRENT_PASSWORD_INVALID');
    await app.signInLimiter.succeeded(account.email, requester.ip);
    return;
  }
  const recent = await app.sessions.signedInWithin(
    requester.sessionId,
    account.id,
    RECENT_SIGN_IN_MINUTES * 60,
  );
  if (!recent) throw forbidden(SIGN_IN_AGAIN_TO_CHANGE_EMAIL, 'RECENT_SIGN_IN_REQUIRED');
}
