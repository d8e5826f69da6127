import { Type } from 'typebox';
import { NO_BODY, errors, MessageResponse, Redirect, Text, TokenParams } from './common';
import { User } from './users';

const tags = ['auth'];

export const RegisterRequest = Type.Object(
  { name: Text(100), email: Text(254), password: Text(256), dob: Text(10) },
  { additionalProperties: false },
);
export const LoginRequest = Type.Object(
  { email: Text(254), password: Text(256) },
  { additionalProperties: false },
);
export const LoginResponse = Type.Object({ accessToken: Type.String(), user: User });
export const RefreshResponse = Type.Object({ accessToken: Type.String() });
export const UserResponse = Type.Object({ user: User });
export const EmailRequest = Type.Object({ email: Text(254) }, { additionalProperties: false });
export const PasswordRequest = Type.Object(
  { password: Text(256) },
  { additionalProperties: false },
);
export const SetupPasswordRequest = Type.Object(
  { token: Text(200), password: Text(256) },
  { additionalProperties: false },
);
/** Whether Google sign-in is set up on this server: the sign-in page shows its button only then. */
export const GoogleStatusResponse = Type.Object({ configured: Type.Boolean() });
export const GoogleCallbackQuery = Type.Object({
  error: Type.Optional(Type.String({ maxLength: 200 })),
});

export const authSchemas = {
  register: {
    tags,
    summary:
      'Create an account; a verification link is mailed (a taken address gets the same answer, and its owner a notice)',
    body: RegisterRequest,
    response: { 201: MessageResponse, ...errors(400, 429) },
  },
  login: {
    tags,
    summary: 'Sign in with email and password; sets the refresh cookie',
    body: LoginRequest,
    response: { 200: LoginResponse, ...errors(400, 401, 403, 429) },
  },
  logout: {
    tags,
    ...NO_BODY,
    summary: 'Sign out (refresh cookie and x-academy-csrf header); clears the cookie',
    response: { 200: MessageResponse, ...errors(400, 403) },
  },
  refresh: {
    tags,
    ...NO_BODY,
    summary: 'A new access token for the refresh cookie, which rotates (x-academy-csrf header)',
    response: { 200: RefreshResponse, ...errors(400, 401, 403) },
  },
  currentUser: {
    tags,
    summary: 'The signed-in user',
    response: { 200: UserResponse, ...errors(400, 401) },
  },
  verifyEmail: {
    tags,
    summary: 'Follow the mailed verification link',
    params: TokenParams,
    response: { 200: MessageResponse, ...errors(400) },
  },
  resendVerification: {
    tags,
    summary: 'Mail a new verification link (same answer whether or not the account exists)',
    body: EmailRequest,
    response: { 200: MessageResponse, ...errors(400, 429) },
  },
  forgotPassword: {
    tags,
    summary: 'Mail a password reset link (same answer whether or not the account exists)',
    body: EmailRequest,
    response: { 200: MessageResponse, ...errors(400, 429) },
  },
  resetPassword: {
    tags,
    summary: 'Set a new password through the mailed reset link; every session ends',
    params: TokenParams,
    body: PasswordRequest,
    response: { 200: MessageResponse, ...errors(400, 429) },
  },
  setupPassword: {
    tags,
    summary: 'Set a first password through the link mailed after a Google sign-up',
    body: SetupPasswordRequest,
    response: { 200: MessageResponse, ...errors(400, 429) },
  },
  googleStart: {
    tags,
    summary: "Start Google sign-in: a redirect to Google's consent page",
    response: {
      302: Redirect('To Google, or to /signin?error=<message> when it cannot start'),
      ...errors(400),
    },
  },
  googleStatus: {
    tags,
    summary: 'Whether Google sign-in is set up here (the sign-in page shows its button only then)',
    response: { 200: GoogleStatusResponse, ...errors(429) },
  },
  googleCallback: {
    tags,
    summary: "Google's redirect back: signs in and sends the browser to /?token=<accessToken>",
    querystring: GoogleCallbackQuery,
    response: {
      302: Redirect('To /?token=<accessToken>, or to /signin?error=<message>'),
      ...errors(400),
    },
  },
};
