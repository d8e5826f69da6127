import type { FastifyInstance } from 'fastify';
import { EMAIL_TAKEN } from '@contract/messages/auth';
import {
  EMAIL_CHANGE_CANCELLED,
  emailChanged,
  emailChangeResent,
  NO_PENDING_EMAIL_CHANGE,
} from '@contract/messages/users';
import type { MessageResponse, UpdateProfileResponse } from '@contract/types';
import { isUniqueViolation, type Queryable } from '../db';
import { conflict } from '../lib/httpError';
import { retireEmailTokens } from '../repositories/emailTokens';
import {
  clearPendingEmail,
  emailUsedByOther,
  lockPendingEmail,
  replaceEmail,
  setPendingEmail,
  type UserRow,
} from '../repositories/users';
import { consumeEmailTokenWithTarget, issueEmailToken } from './emailTokens';
import { confirmEmailChangeMail, emailChangeNoticeMail } from './mail/templates';
import { currentUser, toUser } from './accounts';

async function refuseTaken(tx: Queryable, email: string, userId: string): Promise<void> {
  if (await emailUsedByOther(tx, email, userId)) throw conflict(EMAIL_TAKEN);
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
  await setPendingEmail(tx, userId, newEmail);
  return issueEmailToken(tx, userId, 'email-change', newEmail);
}

type MailingApp = Pick<FastifyInstance, 'outbox' | 'config'>;

/**
 * Queues, in the transaction that made the link, the confirmation link to the new address and, on
 * a new request, a notice to the current one.
 */
export async function mailEmailChange(
  app: MailingApp,
  tx: Queryable,
  user: Pick<UserRow, 'name' | 'email'>,
  change: { newEmail: string; token: string },
  { noticeToOldAddress }: { noticeToOldAddress: boolean },
): Promise<void> {
  const link = `${app.config.siteUrl}/confirm-email/${change.token}`;
  await app.outbox.enqueue(
    { to: change.newEmail, ...confirmEmailChangeMail(user.name, change.newEmail, link) },
    tx,
  );
  if (noticeToOldAddress)
    await app.outbox.enqueue(
      { to: user.email, ...emailChangeNoticeMail(user.name, change.newEmail) },
      tx,
    );
}

/** A new link for the waiting address (the earlier one stops working), or 409 when none waits. */
export async function resendEmailChange(
  app: MailingApp & Pick<FastifyInstance, 'db' | 'mailLimiter'>,
  userId: string,
): Promise<UpdateProfileResponse> {
  await app.mailLimiter.admit(`email-change:${userId}`);
  const { user, newEmail } = await app.db.transaction(async (tx) => {
    const pendingEmail = await lockPendingEmail(tx, userId);
    if (!pendingEmail) throw conflict(NO_PENDING_EMAIL_CHANGE);
    await refuseTaken(tx, pendingEmail, userId);
    const change = {
      newEmail: pendingEmail,
      token: await issueEmailToken(tx, userId, 'email-change', pendingEmail),
    };
    const account = await currentUser(tx, userId);
    await mailEmailChange(app, tx, account, change, { noticeToOldAddress: false });
    return { user: account, newEmail: pendingEmail };
  });
  return { message: emailChangeResent(newEmail), user: toUser(user) };
}

/** Drops the waiting address and its link, or 409 when none waits. */
export async function cancelEmailChange(
  app: Pick<FastifyInstance, 'db'>,
  userId: string,
): Promise<UpdateProfileResponse> {
  await app.db.transaction(async (tx) => {
    if (!(await clearPendingEmail(tx, userId))) throw conflict(NO_PENDING_EMAIL_CHANGE);
    await retireEmailTokens(tx, userId, 'email-change');
  });
  return { message: EMAIL_CHANGE_CANCELLED, user: toUser(await currentUser(app.db, userId)) };
}

/**
 * Follows a mailed confirmation link: the account's email becomes the address the link was sent
 * to, if no other account took it meanwhile (409, and the link keeps working). Sessions stay.
 */
export async function confirmEmailChange(
  app: Pick<FastifyInstance, 'db'>,
  rawToken: string,
): Promise<MessageResponse> {
  const email = await app.db.transaction(async (tx) => {
    const { userId, targetEmail } = await consumeEmailTokenWithTarget(tx, rawToken, 'email-change');
    const address = targetEmail!;
    await refuseTaken(tx, address, userId);
    await replaceEmail(tx, userId, address).catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict(EMAIL_TAKEN) : error;
    });
    return address;
  });
  return { message: emailChanged(email) };
}
