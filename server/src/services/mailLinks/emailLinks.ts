import type { FastifyInstance } from 'fastify';
import {
  EMAIL_VERIFIED,
  PASSWORD_RESET,
  PASSWORD_SET,
  RESET_LINK_SENT,
  VERIFICATION_RESENT,
} from '@contract/messages/auth';
import type { MessageResponse } from '@contract/types';
import { emailError, newPasswordError } from '@contract/validation';
import { badRequest } from '../../lib/httpError';
import { findUserById, markEmailVerified, setPasswordFromLink } from '../../repositories/users';
import { normaliseEmail, userByEmail } from '../accounts/accounts';
import { consumeEmailToken, issueEmailToken, type EmailTokenPurpose } from './emailTokens';
import { resetPasswordMail, verificationMail } from '../mail/templates';

type MailApp = Pick<FastifyInstance, 'db' | 'outbox' | 'mailLimiter' | 'tasks' | 'config'>;

/** Following the mailed verification link. */
export async function verifyEmail(
  app: Pick<FastifyInstance, 'db'>,
  token: string,
): Promise<MessageResponse> {
  await app.db.transaction(async (tx) => {
    await markEmailVerified(tx, await consumeEmailToken(tx, token, 'verify'));
  });
  return { message: EMAIL_VERIFIED };
}

/**
 * Checks the address and the per-address mail limit, then queues the mail after the answer; the
 * answer never depends on whether the account exists.
 */
async function acceptMailRequest(
  app: MailApp,
  kind: 'resend' | 'forgot',
  rawEmail: string,
  send: (email: string) => Promise<void>,
): Promise<void> {
  const error = emailError(rawEmail);
  if (error) throw badRequest(error);
  const email = normaliseEmail(rawEmail);
  await app.mailLimiter.admit(`${kind}:${email}`);
  app.tasks.run(kind === 'resend' ? 'resend verification' : 'password reset mail', () =>
    send(email),
  );
}

/** A new verification link, if an unverified account uses this email. */
export async function resendVerification(app: MailApp, rawEmail: string): Promise<MessageResponse> {
  await acceptMailRequest(app, 'resend', rawEmail, async (email) => {
    const user = await userByEmail(app.db, email);
    if (!user || user.email_verified) return;
    await app.db.transaction(async (tx) => {
      const token = await issueEmailToken(tx, user.id, 'verify');
      const mail = verificationMail(user.name, `${app.config.siteUrl}/verify-email/${token}`);
      await app.outbox.enqueue({ to: user.email, ...mail }, tx);
    });
  });
  return { message: VERIFICATION_RESENT };
}

/** A password reset link, if an account uses this email. */
export async function sendPasswordReset(app: MailApp, rawEmail: string): Promise<MessageResponse> {
  await acceptMailRequest(app, 'forgot', rawEmail, async (email) => {
    const user = await userByEmail(app.db, email);
    if (!user) return;
    await app.db.transaction(async (tx) => {
      const token = await issueEmailToken(tx, user.id, 'reset');
      const link = `${app.config.siteUrl}/auth/reset-password/${token}`;
      await app.outbox.enqueue({ to: user.email, ...resetPasswordMail(user.name, link) }, tx);
    });
  });
  return { message: RESET_LINK_SENT };
}

/**
 * A new password through a reset or set-up link: every session of the user ends, the address
 * counts as verified, and a sign-in pause on the account is lifted.
 */
export async function setPasswordWithLink(
  app: Pick<FastifyInstance, 'db' | 'passwords' | 'sessions' | 'signInLimiter'>,
  purpose: Extract<EmailTokenPurpose, 'reset' | 'setup'>,
  token: string,
  password: string,
): Promise<MessageResponse> {
  const error = newPasswordError(password);
  if (error) throw badRequest(error);
  const passwordHash = await app.passwords.hash(password);
  const email = await app.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, purpose);
    await setPasswordFromLink(tx, userId, passwordHash);
    await app.sessions.revokeAllForUser(tx, userId);
    return (await findUserById(tx, userId))!.email;
  });
  await app.signInLimiter.clearAccount(email);
  return { message: purpose === 'reset' ? PASSWORD_RESET : PASSWORD_SET };
}
