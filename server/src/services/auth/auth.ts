import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  EMAIL_NOT_VERIFIED,
  INVALID_CREDENTIALS,
  LOGGED_OUT,
  REGISTERED,
} from '@contract/messages/auth';
import { ACCOUNT_DISABLED, SESSION_EXPIRED } from '@contract/messages/common';
import type { LoginRequest, MessageResponse, RegisterRequest, User } from '@contract/types';
import { firstError, validateSignin, validateSignup } from '@contract/validation';
import { isUniqueViolation } from '../../db';
import { badRequest, forbidden, unauthorized } from '../../lib/httpError';
import { emailUsedByOther, insertUser } from '../../repositories/users';
import { currentUser, normaliseEmail, toUser, userByEmail } from '../accounts/accounts';
import { issueEmailToken } from '../mailLinks/emailTokens';
import { verificationMail } from '../mail/templates';
import { mailOwnerOfTakenAddress } from '../accounts/takenAddressNotices';
import type { RefreshOutcome } from './sessions';

/**
 * A new, unverified account, and its verification mail queued in the same transaction: the account
 * never exists without its mail. A failing mail server does not fail the registration; the outbox
 * keeps trying, and the learner can ask for another link.
 *
 * A taken address gets the same answer in the same time (the password is hashed either way, and
 * the owner's notice is queued after the answer), so sign-up does not tell who has an account.
 */
export async function registerAccount(
  app: Pick<FastifyInstance, 'db' | 'passwords' | 'outbox' | 'config' | 'tasks' | 'mailLimiter'>,
  body: RegisterRequest,
): Promise<MessageResponse> {
  const error = firstError(validateSignup({ ...body, confirmPassword: body.password }));
  if (error) throw badRequest(error);
  const email = normaliseEmail(body.email);
  const name = body.name.trim();
  const passwordHash = await app.passwords.hash(body.password);
  const created = await app.db
    .transaction(async (tx) => {
      if (await emailUsedByOther(tx, email, null)) return false;
      const userId = await insertUser(tx, { name, email, passwordHash, dob: body.dob });
      const token = await issueEmailToken(tx, userId, 'verify');
      const mail = verificationMail(name, `${app.config.siteUrl}/verify-email/${token}`);
      await app.outbox.enqueue({ to: email, ...mail }, tx);
      return true;
    })
    .catch((cause: unknown) => {
      // Two sign-ups with one new address at once: the second finds it taken.
      if (isUniqueViolation(cause)) return false;
      throw cause;
    });
  if (!created)
    app.tasks.run('sign-up attempt notice', () => mailOwnerOfTakenAddress(app, email, 'sign-up'));
  return { message: REGISTERED };
}

/**
 * Email and password, counted against the sign-in limits before the password is checked. The
 * answer takes as long whether or not the account exists.
 */
export async function checkCredentials(
  app: Pick<FastifyInstance, 'db' | 'passwords' | 'signInLimiter'>,
  body: LoginRequest,
  clientIp: string,
): Promise<User> {
  const error = firstError(validateSignin(body));
  if (error) throw badRequest(error);
  const email = normaliseEmail(body.email);
  await app.signInLimiter.admit(email, clientIp);
  const user = await userByEmail(app.db, email);
  const passwordOk = user?.password_hash
    ? await app.passwords.verify(user.password_hash, body.password)
    : (await app.passwords.verifyDummy(body.password), false);
  if (!user || !passwordOk) throw unauthorized(INVALID_CREDENTIALS);
  await app.signInLimiter.succeeded(email, clientIp);
  if (user.disabled) throw forbidden(ACCOUNT_DISABLED);
  if (!user.email_verified) throw forbidden(EMAIL_NOT_VERIFIED, 'EMAIL_NOT_VERIFIED');
  return toUser(user);
}

/** Ends the session of this refresh token, if there is one; signing out twice is fine. */
export async function signOut(
  app: Pick<FastifyInstance, 'sessions'>,
  refreshToken: string | undefined,
): Promise<MessageResponse> {
  if (refreshToken) await app.sessions.revokeFamilyOf(refreshToken);
  return { message: LOGGED_OUT };
}

/** The refresh token rotated, or why not (a reused token has ended its whole session). */
export async function rotateRefreshToken(
  app: Pick<FastifyInstance, 'sessions'>,
  refreshToken: string,
  log: FastifyBaseLogger,
): Promise<RefreshOutcome> {
  const outcome = await app.sessions.refresh(refreshToken);
  if (!outcome.ok && outcome.reason === 'reused')
    log.warn('Refresh token reuse detected; session family revoked');
  return outcome;
}

export const sessionExpired = () => unauthorized(SESSION_EXPIRED);

/** The signed-in user. */
export async function signedInUser(
  app: Pick<FastifyInstance, 'db'>,
  userId: string,
): Promise<{ user: User }> {
  return { user: toUser(await currentUser(app.db, userId)) };
}
