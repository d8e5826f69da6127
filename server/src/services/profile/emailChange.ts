import type { FastifyInstance } from 'fastify';
import { EMAIL_TAKEN } from '@contract/messages/auth';
import {
  EMAIL_CHANGE_CANCELLED,
  emailChanged,
  emailChangeResent,
  NO_PENDING_EMAIL_CHANGE,
} from '@contract/messages/users';
import type { MessageResponse, UpdateProfileResponse } from '@contract/types';
import { isUniqueViolation, type Queryable } from '../../db';
import { conflict } from '../../lib/httpError';
import { retireEmailTokens } from '../../repositories/emailTokens';
import {
  clearPendingEmail,
  emailUsedByOther,
  lockPendingEmail,
  replaceEmail,
  setPendingEmail,
  type UserRow,
} from '../../repositories/users';
import { consumeEmailTokenWithTarget, issueEmailToken } from '../mailLinks/emailTokens';
import { mailOwnerOfTakenAddress } from '../accounts/takenAddressNotices';
import { confirmEmailChangeMail, emailChangeNoticeMail } from '../mail/templates';
import { currentUser, toUser } from '../accounts/accounts';

/** A requested address, and the raw token of its confirmation link. */
export interface EmailChange {
  newEmail: string;
  /** Absent when another account has the address: no link is made, so the change never completes. */
  token?: string;
}

/**
 * Keeps the new address aside until the link mailed to it is followed; any earlier link stops
 * working. An address another account has is kept aside the same way (the answer must not tell
 * it is taken), but gets no link.
 */
export async function requestEmailChange(
  tx: Queryable,
  userId: string,
  newEmail: string,
): Promise<EmailChange> {
  await setPendingEmail(tx, userId, newEmail);
  if (await emailUsedByOther(tx, newEmail, userId)) {
    await retireEmailTokens(tx, userId, 'email-change');
    return { newEmail };
  }
  return { newEmail, token: await issueEmailToken(tx, userId, 'email-change', newEmail) };
}

type MailingApp = Pick<FastifyInstance, 'db' | 'outbox' | 'config' | 'tasks' | 'mailLimiter'>;

/**
 * Queues, in the transaction that made the link, the confirmation link to the new address and, on
 * a new request, a notice with an undo link to the current one. A taken new address gets, after
 * the answer, a notice to its owner instead of a link.
 */
export async function mailEmailChange(
  app: MailingApp,
  tx: Queryable,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
  change: EmailChange,
  { noticeToOldAddress }: { noticeToOldAddress: boolean },
): Promise<void> {
  const { siteUrl } = app.config;
  if (change.token) {
    const link = `${siteUrl}/confirm-email/${change.token}`;
    await app.outbox.enqueue(
      { to: change.newEmail, ...confirmEmailChangeMail(user.name, change.newEmail, link) },
      tx,
    );
  } else {
    tx.afterCommit(() =>
      app.tasks.run('email-in-use notice', () =>
        mailOwnerOfTakenAddress(app, change.newEmail, 'email-change'),
      ),
    );
  }
  if (noticeToOldAddress) {
    const undoToken = await issueEmailToken(tx, user.id, 'email-undo', user.email);
    const undoLink = `${siteUrl}/undo-email-change/${undoToken}`;
    await app.outbox.enqueue(
      { to: user.email, ...emailChangeNoticeMail(user.name, change.newEmail, undoLink) },
      tx,
    );
  }
}

/** A new link for the waiting address (the earlier one stops working), or 409 when none waits. */
export async function resendEmailChange(
  app: MailingApp,
  userId: string,
): Promise<UpdateProfileResponse> {
  await app.mailLimiter.admit(`email-change:${userId}`);
  const { user, newEmail } = await app.db.transaction(async (tx) => {
    const pendingEmail = await lockPendingEmail(tx, userId);
    if (!pendingEmail) throw conflict(NO_PENDING_EMAIL_CHANGE);
    const change = await requestEmailChange(tx, userId, pendingEmail);
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
    if (await emailUsedByOther(tx, address, userId)) throw conflict(EMAIL_TAKEN);
    await replaceEmail(tx, userId, address).catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict(EMAIL_TAKEN) : error;
    });
    return address;
  });
  return { message: emailChanged(email) };
}
