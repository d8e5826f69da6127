import { http, HttpResponse } from 'msw';
import { LINK_INVALID } from '@contract/messages/auth';
import {
  EMAIL_CHANGE_CANCELLED,
  emailChanged,
  emailChangeResent,
  NO_PENDING_EMAIL_CHANGE,
  OWN_PROFILE_ONLY,
} from '@contract/messages/users';
import { db } from '../db';
import { apiUrl, errorResponse, unauthorized, userIdOf } from '../http';

/** The link mailed for a pending email change, as the fake issues it. */
export const emailChangeToken = (userId: string): string => `confirm-${userId}`;

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
];
