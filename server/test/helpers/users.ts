import type { LightMyRequestResponse } from 'fastify';
import type { LoginResponse, User } from '@contract/types';
import { CSRF_HEADER, CSRF_HEADER_VALUE, REFRESH_COOKIE } from '@contract/constants';
import type { TestContext } from './testApp';

let counter = 0;
export const uniqueEmail = (prefix = 'learner'): string =>
  `${prefix}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

export const PASSWORD = 'correct horse battery';

export interface SignedIn {
  user: User;
  accessToken: string;
  refreshToken: string;
  auth: { authorization: string };
}

export const csrfHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

export function refreshCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
}

export async function register(t: TestContext, email: string, name = 'Asha Verma') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password: PASSWORD, dob: '1998-04-12' },
  });
}

export async function login(t: TestContext, email: string, password = PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

/** Registers, verifies through the mailed link, signs in. */
export async function signUpAndIn(t: TestContext, email = uniqueEmail()): Promise<SignedIn> {
  const registered = await register(t, email);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  await t.app.tasks.idle();
  const verified = await t.app.inject({
    method: 'GET',
    url: `/api/auth/verify-email/${t.mail.lastToken(email)}`,
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const response = await login(t, email);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const body = response.json<LoginResponse>();
  return {
    user: body.user,
    accessToken: body.accessToken,
    refreshToken: refreshCookieOf(response)!.value,
    auth: { authorization: `Bearer ${body.accessToken}` },
  };
}

export async function refresh(
  t: TestContext,
  refreshToken: string,
  headers: Record<string, string> = csrfHeaders,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    headers,
    cookies: { [REFRESH_COOKIE]: refreshToken },
  });
}
