import { OAuth2Server } from 'oauth2-mock-server';
import type { LoginResponse } from '@contract/types';
import { createTestApp, TEST_SITE_URL, type TestContext } from './helpers/testApp';
import { login, refreshCookieOf, register, signUpAndIn, uniqueEmail } from './helpers/users';

let provider: OAuth2Server;
let t: TestContext;
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, 'localhost');
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
  t = await createTestApp({
    google: {
      issuer: provider.issuer.url!,
      clientId: 'academy-client',
      clientSecret: 'academy-secret',
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

const FLOW_COOKIE = 'academy_oidc';

/** Browser steps: our redirect, the provider's authorize endpoint, then our callback. */
async function signInWithGoogle(options: { tamperState?: boolean; dropCookie?: boolean } = {}) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(start.headers.location as string);
  const flowCookie = start.cookies.find((cookie) => cookie.name === FLOW_COOKIE)!;
  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location')!);
  if (options.tamperState) callback.searchParams.set('state', 'forged-state');
  return t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    cookies: options.dropCookie ? {} : { [FLOW_COOKIE]: flowCookie.value },
  });
}

const errorOf = (location: string): string | null =>
  new URL(location, TEST_SITE_URL).searchParams.get('error');

describe('Google sign-in', () => {
  it('redirects to the provider with PKCE (S256), state, nonce and our callback, keeping them in a signed cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    const location = new URL(response.headers.location as string);
    expect(location.origin).toBe(new URL(provider.issuer.url!).origin);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'academy-client',
      redirect_uri: `${TEST_SITE_URL}/api/auth/google/callback`,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const param of ['state', 'nonce', 'code_challenge'])
      expect(location.searchParams.get(param)).toBeTruthy();
    const cookie = response.cookies.find((c) => c.name === FLOW_COOKIE)!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      path: '/api/auth/google',
      sameSite: 'Lax',
      maxAge: 600,
    });
    // Signed: the raw flow state is followed by a signature, and the verifier is not in the URL.
    expect(cookie.value).toMatch(/\.[A-Za-z0-9+/_-]+$/);
  });

  it('creates a verified account on first sign-in, mails a setup-password link, and signs in', async () => {
    const email = uniqueEmail('google');
    claims = { sub: `google-${email}`, email, email_verified: true, name: 'Priya Nair' };
    const response = await signInWithGoogle();
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_SITE_URL}/`);
    const accessToken = location.searchParams.get('token')!;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.json()).toMatchObject({ user: { email, name: 'Priya Nair' } });
    expect(refreshCookieOf(response)).toMatchObject({ httpOnly: true, path: '/api/auth' });
    const row = await t.db.query<{
      google_sub: string;
      verified: boolean;
      password_hash: string | null;
    }>(
      'SELECT google_sub, email_verified_at IS NOT NULL AS verified, password_hash FROM users WHERE email = $1',
      [email],
    );
    expect(row.rows[0]).toEqual({
      google_sub: `google-${email}`,
      verified: true,
      password_hash: null,
    });

    await t.app.tasks.idle();
    const [mail] = t.mail.to(email);
    expect(mail.link).toMatch(
      new RegExp(`^${TEST_SITE_URL}/setup-password\\?token=[A-Za-z0-9_-]{43}$`),
    );
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/setup-password',
      payload: { token: t.mail.lastToken(email), password: 'my new password' },
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toEqual({
      message: 'Your password is set. You can now sign in with your email and password.',
    });
    const withPassword = await login(t, email, 'my new password');
    expect(withPassword.json<LoginResponse>().user.email).toBe(email);

    // The second Google sign-in finds the same account and mails nothing new.
    const again = await signInWithGoogle();
    expect(again.statusCode).toBe(302);
    await t.app.tasks.idle();
    expect(t.mail.to(email)).toHaveLength(1);
    const count = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE email = $1',
      [email],
    );
    expect(count.rows[0].n).toBe(1);
  });

  it('links to an existing password account with the same email', async () => {
    const { user } = await signUpAndIn(t);
    claims = {
      sub: `google-linked-${user.id}`,
      email: user.email,
      email_verified: true,
      name: 'Asha',
    };
    const response = await signInWithGoogle();
    const token = new URL(response.headers.location as string).searchParams.get('token')!;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ user: { id: user.id } });
    await t.app.tasks.idle();
    expect(
      t.mail.to(user.email).filter((mail) => mail.link?.includes('setup-password')),
    ).toHaveLength(0);
  });

  it('takes over an unverified account someone else registered: their password stops working', async () => {
    const email = uniqueEmail('squatted');
    expect((await register(t, email, 'Squatter')).statusCode).toBe(201);
    await t.app.tasks.idle();
    const squatterLink = t.mail.lastToken(email);
    claims = { sub: `google-owner-${email}`, email, email_verified: true, name: 'Mailbox Owner' };
    const response = await signInWithGoogle();
    const token = new URL(response.headers.location as string).searchParams.get('token')!;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ user: { email, name: 'Mailbox Owner', dob: '' } });

    const squatterSignIn = await login(t, email);
    expect(squatterSignIn.statusCode).toBe(401);
    expect(squatterSignIn.json()).toEqual({ message: 'Invalid email or password.' });
    const oldLink = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email/${squatterLink}`,
    });
    expect(oldLink.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    const row = await t.db.query<{ google_sub: string; password_hash: string | null }>(
      'SELECT google_sub, password_hash FROM users WHERE email = $1',
      [email],
    );
    expect(row.rows[0]).toEqual({ google_sub: `google-owner-${email}`, password_hash: null });
    // Like any password-less Google account, the owner is offered a password of their own.
    await t.app.tasks.idle();
    expect(t.mail.to(email).at(-1)?.link).toContain('/setup-password?token=');
  });

  it('refuses an email the provider has not verified', async () => {
    const email = uniqueEmail('unverified-google');
    claims = { sub: `google-${email}`, email, email_verified: false };
    const response = await signInWithGoogle();
    expect(response.statusCode).toBe(302);
    expect(errorOf(response.headers.location as string)).toBe(
      'Your Google account email is not verified, so we cannot sign you in with it.',
    );
    expect(refreshCookieOf(response)).toBeUndefined();
    const count = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE email = $1',
      [email],
    );
    expect(count.rows[0].n).toBe(0);
  });

  it('refuses a callback whose state does not match, or that lost its flow cookie', async () => {
    claims = { sub: 'google-state', email: uniqueEmail('state'), email_verified: true };
    const forged = await signInWithGoogle({ tamperState: true });
    expect(errorOf(forged.headers.location as string)).toBe(
      'Google sign-in failed. Please try again.',
    );
    const noCookie = await signInWithGoogle({ dropCookie: true });
    expect(errorOf(noCookie.headers.location as string)).toBe(
      'Your Google sign-in session expired. Please try again.',
    );
    for (const response of [forged, noCookie]) expect(refreshCookieOf(response)).toBeUndefined();
  });

  it('sends the browser back to sign-in with a message when the provider is unreachable', async () => {
    const down = await createTestApp({
      google: { issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' },
    });
    try {
      const response = await down.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(response.statusCode).toBe(302);
      expect(errorOf(response.headers.location as string)).toBe(
        'Google sign-in is unavailable right now. Please try again later.',
      );
    } finally {
      await down.close();
    }
  });

  it('says whether it is set up, so the sign-in page offers the Google button only then', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/google/status' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ configured: true });
  });

  it('redirects to /signin with an explanation when Google is not configured', async () => {
    const unconfigured = await createTestApp();
    try {
      const status = await unconfigured.app.inject({
        method: 'GET',
        url: '/api/auth/google/status',
      });
      expect(status.json()).toEqual({ configured: false });
      const response = await unconfigured.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(
        `/signin?error=${encodeURIComponent('Google sign-in is not configured on this server.')}`,
      );
    } finally {
      await unconfigured.close();
    }
  });
});
