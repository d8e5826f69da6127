import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { apiUrl, errorResponse, unauthorized, userIdOf } from '../http';

/** The link mailed for a pending email change, as the fake issues it. */
export const emailChangeToken = (userId: string): string => `confirm-${userId}`;

const NO_PENDING_CHANGE = 'There is no email change waiting for confirmation.';

/** The owner's account with an email change waiting, or the error answer. */
function pendingAccount(request: Request, id: unknown) {
  const userId = userIdOf(request);
  if (!userId) return unauthorized();
  if (id !== userId) return errorResponse(403, 'You can only update your own profile.');
  const account = db.accounts.get(userId)!;
  return account.user.pendingEmail ? account : errorResponse(409, NO_PENDING_CHANGE);
}

export const emailChangeHandlers = [
  http.post(apiUrl('/users/:id/email-change/resend'), ({ request, params }) => {
    const account = pendingAccount(request, params.id);
    if (account instanceof Response) return account;
    return HttpResponse.json({
      message: `We sent a new confirmation link to ${account.user.pendingEmail}.`,
      user: account.user,
    });
  }),
  http.delete(apiUrl('/users/:id/email-change'), ({ request, params }) => {
    const account = pendingAccount(request, params.id);
    if (account instanceof Response) return account;
    account.user = { ...account.user, pendingEmail: null };
    return HttpResponse.json({
      message: 'The email change is cancelled. Your email stays the same.',
      user: account.user,
    });
  }),
  http.post(apiUrl('/auth/confirm-email/:token'), ({ params }) => {
    const account = [...db.accounts.values()].find(
      (candidate) =>
        candidate.user.pendingEmail && emailChangeToken(candidate.user.id) === params.token,
    );
    if (!account) {
      return errorResponse(
        400,
        'This email confirmation link is invalid or has already been used.',
        'TOKEN_INVALID',
      );
    }
    const email = account.user.pendingEmail!;
    account.user = { ...account.user, email, pendingEmail: null };
    return HttpResponse.json({
      message: `Your email is now ${email}. Use it to sign in from now on.`,
    });
  }),
];
