import { http, HttpResponse } from 'msw';
import {
  EMAIL_NOT_VERIFIED,
  EMAIL_VERIFIED,
  INVALID_CREDENTIALS,
  LINK_EXPIRED,
  LINK_INVALID,
  LOGGED_OUT,
  PASSWORD_RESET,
  PASSWORD_SET,
  REGISTERED,
  RESET_LINK_SENT,
  VERIFICATION_RESENT,
} from '@contract/messages/auth';
import {
  EmailRequest,
  LoginRequest,
  PasswordRequest,
  RegisterRequest,
  SetupPasswordRequest,
} from '@contract/schemas/auth';
import { db } from '../db';
import { buildUser } from '../fixtures';
import { apiUrl, checkedBody, errorResponse, unauthorized, userIdOf } from '../http';

export const VALID_EMAIL_TOKEN = 'valid-email-token';
export const VALID_RESET_TOKEN = 'valid-reset-token';
export const VALID_SETUP_TOKEN = 'valid-setup-token';

export const authHandlers = [
  http.post(apiUrl('/auth/login'), async ({ request }) => {
    const checked = await checkedBody(request, LoginRequest);
    if ('invalid' in checked) return checked.invalid;
    const { email, password } = checked.body;
    const account = db.findAccountByEmail(email);
    if (!account || account.password !== password) return errorResponse(401, INVALID_CREDENTIALS);
    if (!account.verified) return errorResponse(403, EMAIL_NOT_VERIFIED, 'EMAIL_NOT_VERIFIED');
    db.refreshUserId = account.user.id;
    return HttpResponse.json({ accessToken: db.issueToken(account.user.id), user: account.user });
  }),
  http.post(apiUrl('/auth/register'), async ({ request }) => {
    const checked = await checkedBody(request, RegisterRequest);
    if ('invalid' in checked) return checked.invalid;
    const { body } = checked;
    // A taken address gets the answer a new one gets (its owner is mailed); no account is made.
    if (db.findAccountByEmail(body.email))
      return HttpResponse.json({ message: REGISTERED }, { status: 201 });
    const user = buildUser({
      id: `user-${db.accounts.size + 1}`,
      name: body.name,
      email: body.email,
      dob: body.dob,
    });
    db.addAccount(user, body.password, false);
    return HttpResponse.json({ message: REGISTERED }, { status: 201 });
  }),
  http.post(apiUrl('/auth/logout'), () => {
    db.refreshUserId = null;
    return HttpResponse.json({ message: LOGGED_OUT });
  }),
  http.post(apiUrl('/auth/refresh-token'), () => {
    if (!db.refreshUserId) return unauthorized();
    return HttpResponse.json({ accessToken: db.issueToken(db.refreshUserId) });
  }),
  // Google sign-in is set up unless a test says otherwise.
  http.get(apiUrl('/auth/google/status'), () => HttpResponse.json({ configured: true })),
  http.get(apiUrl('/auth/user'), ({ request }) => {
    const userId = userIdOf(request);
    const account = userId ? db.accounts.get(userId) : undefined;
    return account ? HttpResponse.json({ user: account.user }) : unauthorized();
  }),
  http.get(apiUrl('/auth/verify-email/:token'), ({ params }) =>
    params.token === VALID_EMAIL_TOKEN
      ? HttpResponse.json({ message: EMAIL_VERIFIED })
      : errorResponse(400, LINK_INVALID.verify, 'TOKEN_INVALID'),
  ),
  http.post(apiUrl('/auth/resend-verification-email'), async ({ request }) => {
    const checked = await checkedBody(request, EmailRequest);
    if ('invalid' in checked) return checked.invalid;
    return HttpResponse.json({ message: VERIFICATION_RESENT });
  }),
  http.post(apiUrl('/auth/forgot-password'), async ({ request }) => {
    const checked = await checkedBody(request, EmailRequest);
    if ('invalid' in checked) return checked.invalid;
    return HttpResponse.json({ message: RESET_LINK_SENT });
  }),
  http.post(apiUrl('/auth/reset-password/:token'), async ({ request, params }) => {
    const checked = await checkedBody(request, PasswordRequest);
    if ('invalid' in checked) return checked.invalid;
    return params.token === VALID_RESET_TOKEN
      ? HttpResponse.json({ message: PASSWORD_RESET })
      : errorResponse(400, LINK_EXPIRED.reset, 'TOKEN_EXPIRED');
  }),
  http.post(apiUrl('/auth/setup-password'), async ({ request }) => {
    const checked = await checkedBody(request, SetupPasswordRequest);
    if ('invalid' in checked) return checked.invalid;
    return checked.body.token === VALID_SETUP_TOKEN
      ? HttpResponse.json({ message: PASSWORD_SET })
      : errorResponse(400, LINK_INVALID.setup, 'TOKEN_INVALID');
  }),
];
