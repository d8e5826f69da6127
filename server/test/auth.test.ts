import type { LoginResponse, UserResponse } from '@contract/types';
import { ACADEMY_NAME } from '@contract/constants';
import { createTestApp, TEST_SITE_URL, type TestContext } from './helpers/testApp';
import {
  login,
  PASSWORD,
  refresh,
  refreshCookieOf,
  register,
  signUpAndIn,
  uniqueEmail,
} from './helpers/users';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('POST /api/auth/register', () => {
  it('creates an unverified account with an argon2id hash and mails a verification link', async () => {
    const email = uniqueEmail();
    const response = await register(t, email.toUpperCase());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Registered successfully! Please check your email for verification link.',
    });
    const row = (
      await t.db.query<{ email: string; password_hash: string; verified: boolean; dob: string }>(
        `SELECT email, password_hash, email_verified_at IS NOT NULL AS verified, to_char(dob, 'YYYY-MM-DD') AS dob
         FROM users WHERE email = $1`,
        [email],
      )
    ).rows[0];
    expect(row).toMatchObject({ email, verified: false, dob: '1998-04-12' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
    await t.app.tasks.idle();
    const [mail] = t.mail.to(email);
    expect(mail.subject).toContain(ACADEMY_NAME);
    expect(mail.link).toMatch(new RegExp(`^${TEST_SITE_URL}/verify-email/[A-Za-z0-9_-]{43}$`));
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain(mail.link);
    const stored = await t.db.query<{ token_hash: string }>(
      `SELECT token_hash FROM email_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
      [email],
    );
    expect(stored.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0].token_hash).not.toBe(t.mail.lastToken(email));
  });

  it('answers a taken email, in any letter case, as a new one, and keeps the first account', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const again = await register(t, email.toUpperCase(), 'Someone Else');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({
      message: 'Registered successfully! Please check your email for verification link.',
    });
    const rows = await t.db.query<{ name: string }>('SELECT name FROM users WHERE email = $1', [
      email,
    ]);
    expect(rows.rows).toEqual([{ name: 'Asha Verma' }]);
  });

  it.each([
    [{ email: 'a@b.co', password: PASSWORD, dob: '2000-01-01' }, 'Name is required.'],
    [
      { name: 'A', email: 'not-an-email', password: PASSWORD, dob: '2000-01-01' },
      'Please enter a valid email address.',
    ],
    [
      { name: 'A', email: 'a@b.co', password: 'short', dob: '2000-01-01' },
      'Password must be at least 8 characters.',
    ],
    [{ name: 'A', email: 'a@b.co', password: PASSWORD, dob: '' }, 'Date Of Birth is required.'],
    [
      { name: 'A', email: 'a@b.co', password: PASSWORD, dob: '2999-01-01' },
      'Please enter a valid date of birth.',
    ],
  ])('answers 400 with the shared rule message for %j', async (payload, message) => {
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION' });
  });
});

describe('POST /api/auth/login', () => {
  it('refuses an unverified account with 403 EMAIL_NOT_VERIFIED, offering a new link', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const response = await login(t, email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message:
        'Please verify your email before signing in. We can send you a new verification link.',
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  it('signs a verified user in: access token, user, and an httpOnly refresh cookie on /api/auth', async () => {
    const signedIn = await signUpAndIn(t);
    const response = await login(t, signedIn.user.email);
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.user).toMatchObject({
      email: signedIn.user.email,
      name: 'Asha Verma',
      dob: '1998-04-12',
      profilePhoto: '/images/avatar-placeholder.svg',
      profession: '',
      isProfileComplete: false,
    });
    expect(body.accessToken.split('.')).toHaveLength(3);
    const cookie = refreshCookieOf(response)!;
    expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(user.json<UserResponse>().user.id).toBe(signedIn.user.id);
  });

  it('answers the same 401 for a wrong password and for an unknown email', async () => {
    const { user } = await signUpAndIn(t);
    const wrong = await login(t, user.email, 'wrong password!');
    const unknown = await login(t, uniqueEmail('nobody'), 'wrong password!');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid email or password.' });
    }
  });

  it('answers 400 with the shared message when the email is missing', async () => {
    const response = await post('/api/auth/login', { password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Email is required.', code: 'VALIDATION' });
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 without a token, with a malformed one, and with an expired one', async () => {
    const { SignJWT } = await import('jose');
    const sid = '00000000-0000-4000-8000-000000000001';
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setIssuer(TEST_SITE_URL)
      .setAudience('academy-api')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.app.config.secrets.jwt));
    const forged = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setIssuer(TEST_SITE_URL)
      .setAudience('academy-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another secret entirely'));
    const cases: [Record<string, string>, string][] = [
      [{}, 'Please sign in to continue.'],
      [{ authorization: 'Bearer not.a.jwt' }, 'Please sign in to continue.'],
      [{ authorization: `Bearer ${forged}` }, 'Please sign in to continue.'],
      [{ authorization: `Bearer ${expired}` }, 'Your session has expired. Please sign in again.'],
    ];
    for (const [headers, message] of cases) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message });
    }
  });
});

describe('email verification', () => {
  it('verifies once; the same link then is TOKEN_INVALID', async () => {
    const email = uniqueEmail();
    await register(t, email);
    await t.app.tasks.idle();
    const token = t.mail.lastToken(email);
    const first = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Your email is verified. You can sign in now.' });
    expect((await login(t, email)).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('answers TOKEN_EXPIRED once the 24-hour link has expired', async () => {
    const email = uniqueEmail();
    await register(t, email);
    await t.app.tasks.idle();
    const ttl = await t.db.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM t.expires_at - t.created_at) / 3600)::int AS hours FROM email_tokens t
       JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
      [email],
    );
    expect(ttl.rows[0].hours).toBe(24);
    await t.db.query(
      `UPDATE email_tokens SET expires_at = now() - interval '1 second'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email/${t.mail.lastToken(email)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This verification link has expired. Please ask for a new one.',
      code: 'TOKEN_EXPIRED',
    });
  });

  it('resend answers the same for unknown, verified and unverified emails, and mails only the unverified', async () => {
    const unverified = uniqueEmail();
    await register(t, unverified);
    const { user: verified } = await signUpAndIn(t);
    const unknown = uniqueEmail('ghost');
    await t.app.tasks.idle();
    const before = t.mail.sent.length;
    const answers = await Promise.all(
      [unverified, verified.email, unknown].map((email) =>
        post('/api/auth/resend-verification-email', { email }),
      ),
    );
    await t.app.tasks.idle();
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    const newMails = t.mail.sent.slice(before);
    expect(newMails.map((mail) => mail.to)).toEqual([unverified]);
    // The new link works and the older one no longer does.
    const oldToken = t.mail.to(unverified)[0].link!.split('/').pop();
    const newToken = t.mail.lastToken(unverified);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${oldToken}` })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${newToken}` })).statusCode,
    ).toBe(200);
  });
});

describe('password reset', () => {
  it('forgot-password answers the same whether or not the account exists, mailing only real accounts', async () => {
    const { user } = await signUpAndIn(t);
    const before = t.mail.sent.length;
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: uniqueEmail('ghost') });
    await t.app.tasks.idle();
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const mails = t.mail.sent.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(user.email);
    expect(mails[0].link).toMatch(
      new RegExp(`^${TEST_SITE_URL}/auth/reset-password/[A-Za-z0-9_-]{43}$`),
    );
  });

  it('resets the password once, revokes every session, and the old password stops working', async () => {
    const signedIn = await signUpAndIn(t);
    const other = await login(t, signedIn.user.email);
    await post('/api/auth/forgot-password', { email: signedIn.user.email });
    await t.app.tasks.idle();
    const token = t.mail.lastToken(signedIn.user.email);

    const tooShort = await post(`/api/auth/reset-password/${token}`, { password: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toEqual({
      message: 'Password must be at least 8 characters.',
      code: 'VALIDATION',
    });

    const reset = await post(`/api/auth/reset-password/${token}`, {
      password: 'a brand new password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t, signedIn.user.email)).statusCode).toBe(401);
    expect((await login(t, signedIn.user.email, 'a brand new password')).statusCode).toBe(200);
    for (const refreshToken of [signedIn.refreshToken, refreshCookieOf(other)!.value]) {
      expect((await refresh(t, refreshToken)).statusCode).toBe(401);
    }
    const reuse = await post(`/api/auth/reset-password/${token}`, {
      password: 'yet another password',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses an expired reset link with TOKEN_EXPIRED; reset links live one hour', async () => {
    const { user } = await signUpAndIn(t);
    await post('/api/auth/forgot-password', { email: user.email });
    await t.app.tasks.idle();
    const ttl = await t.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
       FROM email_tokens WHERE user_id = $1 AND purpose = 'reset'`,
      [user.id],
    );
    expect(ttl.rows[0].minutes).toBe(60);
    await t.db.query(
      `UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    const response = await post(`/api/auth/reset-password/${t.mail.lastToken(user.email)}`, {
      password: 'fine password 1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('answers TOKEN_INVALID for a made-up token', async () => {
    const response = await post('/api/auth/reset-password/made-up', {
      password: 'fine password 1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });
});

describe('POST /api/auth/setup-password', () => {
  it('answers TOKEN_INVALID for an unknown or missing token', async () => {
    for (const payload of [
      { token: 'nope', password: 'fine password 1' },
      { password: 'fine password 1' },
    ]) {
      const response = await post('/api/auth/setup-password', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    }
  });
});
