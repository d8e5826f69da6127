import { http, HttpResponse } from 'msw';
import { LINK_INVALID } from '@contract/messages/auth';
import {
  EMAIL_CHANGE_CANCELLED,
  emailChanged,
  emailChangeResent,
  emailChangeUndone,
  NO_PENDING_EMAIL_CHANGE,
  OWN_PROFILE_ONLY,
} from '@contract/messages/users';
import type { UndoEmailChangeResponse } from '@contract/types';
import { db } from '../db';
import { apiUrl, errorResponse, unauthorized, userIdOf } from '../http';
import { VALID_RESET_TOKEN } from './authHandlers';

/** The link mailed for a pending email change, as the fake issues it. */
export const emailChangeToken = (userId: string): string => `confirm-${userId}`;
/** The link mailed to the replaced address, as the fake issues it. */
export const emailUndoToken = (userId: string): string => `undo-${userId}`;

/** The owner's account with an email change waiting, or the error answer. */
function pendingAccount(request: Request, id: unknown) {
  const userId = userIdOf(request);
  if (!userId) return unauthorized();
  if (id !== userId) return errorResponse(403, OWN_PROFILE_ONLY);
  const account = db.accounts.get(userId)!;
  return account.user.pendingEmail ? account : errorResponse(409, NO_PENDING_EMAIL_CHANGE);
}

export const emailChangeHandlers = [
  http.post(apiUrl('/users/:id/email-change/resend'), ({ request, params }) => {
    const account = pendingAccount(request, params.id);
    if (account instanceof Response) return account;
    return HttpResponse.json({
      message: emailChangeResent(account.user.pendingEmail!),
      user: account.user,
    });
  }),
  http.delete(apiUrl('/users/:id/email-change'), ({ request, params }) => {
    const account = pendingAccount(request, params.id);
    if (account instanceof Response) return account;
    account.user = { ...account.user, pendingEmail: null };
    return HttpResponse.json({
      message: EMAIL_CHANGE_CANCELLED,
      user: account.user,
    });
  }),
  http.post(apiUrl('/auth/confirm-email/:token'), ({ params }) => {
    const account = [...db.accounts.values()].find(
      (candidate) =>
        candidate.user.pendingEmail && emailChangeToken(candidate.user.id) === params.token,
    );
    if (!account) {
      return errorResponse(400, LINK_INVALID['email-change'], 'TOKEN_INVALID');
    }
    const email = account.user.pendingEmail!;
    account.user = { ...account.user, email, pendingEmail: null };
    return HttpResponse.json({ message: emailChanged(email) });
  }),
  // The fake's accounts keep their email while a change waits, so undoing drops what waits, the
  // password and every session.
  http.post(apiUrl('/auth/undo-email-change/:token'), ({ params }) => {
    const account = [...db.accounts.values()].find(
      (candidate) => emailUndoToken(candidate.user.id) === params.token,
    );
    if (!account) return errorResponse(400, LINK_INVALID['email-undo'], 'TOKEN_INVALID');
    const { id } = account.user;
    account.user = { ...account.user, pendingEmail: null, hasPassword: false };
    account.password = '';
    for (const [token, owner] of db.tokens) if (owner === id) db.tokens.delete(token);
    if (db.refreshUserId === id) db.refreshUserId = null;
    return HttpResponse.json<UndoEmailChangeResponse>({
      message: emailChangeUndone(account.user.email),
      resetToken: VALID_RESET_TOKEN,
    });
  }),
];
