import { http, HttpResponse } from 'msw';
import type { LoginRequest, RegisterRequest, SetupPasswordRequest } from '@contract/types';
import { db } from '../db';
import { buildUser } from '../fixtures';
import { apiUrl, errorResponse, unauthorized, userIdOf } from '../http';

export const VALID_EMAIL_TOKEN = 'valid-email-token';
export const VALID_RESET_TOKEN = 'valid-reset-token';
export const VALID_SETUP_TOKEN = 'valid-setup-token';

export const authHandlers = [
  http.post(apiUrl('/auth/login'), async ({ request }) => {
    const { email, password } = (await request.json()) as LoginRequest;
    const account = db.findAccountByEmail(email);
    if (!account || account.password !== password)
      return errorResponse(401, 'Invalid email or password.');
    if (!account.verified) {
      return errorResponse(
        403,
        'Please verify your email before signing in.',
        'EMAIL_NOT_VERIFIED',
      );
    }
    db.refreshUserId = account.user.id;
    return HttpResponse.json({ accessToken: db.issueToken(account.user.id), user: account.user });
  }),
  http.post(apiUrl('/auth/register'), async ({ request }) => {
    const body = (await request.json()) as RegisterRequest;
    if (db.findAccountByEmail(body.email)) {
      return errorResponse(409, 'An account with this email already exists.');
    }
    const user = buildUser({
      id: `user-${db.accounts.size + 1}`,
      name: body.name,
      email: body.email,
      dob: body.dob,
    });
    db.addAccount(user, body.password, false);
    return HttpResponse.json(
      { message: 'Registered successfully! Please check your email for verification link.' },
      { status: 201 },
    );
  }),
  http.post(apiUrl('/auth/logout'), () => {
    db.refreshUserId = null;
    return HttpResponse.json({ message: 'Logged out.' });
  }),
  http.post(apiUrl('/auth/refresh-token'), () => {
    if (!db.refreshUserId) return unauthorized();
    return HttpResponse.json({ accessToken: db.issueToken(db.refreshUserId) });
  }),
  http.get(apiUrl('/auth/user'), ({ request }) => {
    const userId = userIdOf(request);
    const account = userId ? db.accounts.get(userId) : undefined;
    return account ? HttpResponse.json({ user: account.user }) : unauthorized();
  }),
  http.get(apiUrl('/auth/verify-email/:token'), ({ params }) =>
    params.token === VALID_EMAIL_TOKEN
      ? HttpResponse.json({ message: 'Your email is verified. You can sign in now.' })
      : errorResponse(400, 'This verification link is invalid.', 'TOKEN_INVALID'),
  ),
  http.post(apiUrl('/auth/resend-verification-email'), () =>
    HttpResponse.json({
      message: 'If an unverified account uses this email, a new link is on its way.',
    }),
  ),
  http.post(apiUrl('/auth/forgot-password'), () =>
    HttpResponse.json({ message: 'If an account uses this email, a reset link is on its way.' }),
  ),
  http.post(apiUrl('/auth/reset-password/:token'), ({ params }) =>
    params.token === VALID_RESET_TOKEN
      ? HttpResponse.json({ message: 'Your password has been reset. Please sign in.' })
      : errorResponse(400, 'This reset link has expired.', 'TOKEN_EXPIRED'),
  ),
  http.post(apiUrl('/auth/setup-password'), async ({ request }) => {
    const { token } = (await request.json()) as SetupPasswordRequest;
    return token === VALID_SETUP_TOKEN
      ? HttpResponse.json({ message: 'Your password is set. You can sign in now.' })
      : errorResponse(400, 'This link is invalid or has expired.', 'TOKEN_INVALID');
  }),
];
