import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { RefreshResponse } from '@contract/types';
import { REFRESH_COOKIE } from '@contract/constants';
import { sha256 } from '../src/lib/crypto';
import {
  appOn,
  createTestApp,
  TEST_SITE_URL,
  testConfig,
  type TestContext,
} from './helpers/testApp';
import { csrfHeaders, refresh, refreshCookieOf, signUpAndIn, type SignedIn } from './helpers/users';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (app: TestContext, authorization: string) =>
  app.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization } });
const bearer = (token: string) => `Bearer ${token}`;
const SESSION_OVER = { message: 'Your session has expired. Please sign in again.' };

/** A token signed with the server's own key, with the given claims. */
function forge(claims: Record<string, unknown>, { expires = true } = {}) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(TEST_SITE_URL)
    .setAudience('academy-api')
    .setIssuedAt();
  if (expires) jwt.setExpirationTime('15m');
  return jwt.sign(new TextEncoder().encode(testConfig().secrets.jwt));
}

const sessionOf = async (who: SignedIn) =>
  (
    await t.db.query<{ family_id: string }>(
      'SELECT family_id FROM refresh_tokens WHERE token_hash = $1',
      [sha256(who.refreshToken)],
    )
  ).rows[0].family_id;

describe('access tokens end with their session', () => {
  it('sign-out ends the access token at once, though it was just accepted', async () => {
    const who = await signUpAndIn(t);
    expect((await me(t, who.auth.authorization)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: csrfHeaders,
      cookies: { [REFRESH_COOKIE]: who.refreshToken },
    });
    const after = await me(t, who.auth.authorization);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(SESSION_OVER);
  });

  it('a password reset ends every access token of the account, refreshed ones too', async () => {
    const who = await signUpAndIn(t);
    const refreshed = (await refresh(t, who.refreshToken)).json<RefreshResponse>().accessToken;
    expect((await me(t, bearer(refreshed))).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: who.user.email },
    });
    await t.app.tasks.idle();
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${t.mail.lastToken(who.user.email)}`,
      payload: { password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    for (const token of [who.accessToken, refreshed])
      expect((await me(t, bearer(token))).statusCode).toBe(401);
  });

  it('a refresh-token reuse that revokes the family ends its access tokens', async () => {
    const who = await signUpAndIn(t);
    const rotated = await refresh(t, who.refreshToken);
    const stolen = rotated.json<RefreshResponse>().accessToken;
    await t.db.query(
      `UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 minute' WHERE token_hash = $1`,
      [sha256(who.refreshToken)],
    );
    expect((await refresh(t, who.refreshToken)).statusCode).toBe(401);
    expect((await me(t, bearer(stolen))).statusCode).toBe(401);
    expect((await refresh(t, refreshCookieOf(rotated)!.value)).statusCode).toBe(401);
  });

  it('leaves the other sessions of the same account alone', async () => {
    const who = await signUpAndIn(t);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.user.email, password: 'correct horse battery' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: csrfHeaders,
      cookies: { [REFRESH_COOKIE]: who.refreshToken },
    });
    const otherToken = second.json<{ accessToken: string }>().accessToken;
    expect((await me(t, bearer(otherToken))).statusCode).toBe(200);
  });

  it('another server on the same database refuses a signed-out token within its short cache', async () => {
    const other = await appOn(t.db, { tokens: { sessionCacheMs: 200 } });
    try {
      const who = await signUpAndIn(t);
      expect((await me(other, who.auth.authorization)).statusCode).toBe(200);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: csrfHeaders,
        cookies: { [REFRESH_COOKIE]: who.refreshToken },
      });
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await me(other, who.auth.authorization)).statusCode).toBe(401);
    } finally {
      await other.app.close();
    }
  });
});

describe('malformed access tokens are 401, never 500', () => {
  it('refuses a token without exp, sid or sub, or with ids that are not UUIDs', async () => {
    const who = await signUpAndIn(t);
    const sid = await sessionOf(who);
    const valid = await forge({ sub: who.user.id, sid });
    expect((await me(t, bearer(valid))).statusCode).toBe(200);
    const refused = [
      await forge({ sub: who.user.id, sid }, { expires: false }),
      await forge({ sub: who.user.id }),
      await forge({ sid }),
      await forge({ sub: 'not-a-uuid', sid }),
      await forge({ sub: "'; DROP TABLE users; --", sid }),
      await forge({ sub: who.user.id, sid: 'not-a-uuid' }),
      await forge({ sub: who.user.id, sid: 42 }),
      await forge({ sub: randomUUID(), sid }),
      await forge({ sub: who.user.id, sid: randomUUID() }),
      'not.a.jwt',
      `${valid.split('.').slice(0, 2).join('.')}.`,
      `eyJhbGciOiJub25lIn0.${valid.split('.')[1]}.`,
    ];
    for (const token of refused) {
      const response = await me(t, bearer(token));
      expect([token, response.statusCode]).toEqual([token, 401]);
    }
  });
});

describe('a verified token kept for its next calls', () => {
  it('is refused once it expires, however often it was accepted before', async () => {
    const { createAccessTokens } = await import('../src/services/auth/accessTokens');
    const tokens = createAccessTokens('a-test-secret-of-enough-length', TEST_SITE_URL, 60);
    const claims = { userId: randomUUID(), sessionId: randomUUID() };
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims); // from the kept verification
    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      expect(await tokens.verify(token)).toEqual({ error: 'expired' });
    } finally {
      later.mockRestore();
    }
  });

  it('is the exact token: one altered by a character is verified in full and refused', async () => {
    const { createAccessTokens } = await import('../src/services/auth/accessTokens');
    const tokens = createAccessTokens('a-test-secret-of-enough-length', TEST_SITE_URL, 60);
    const token = await tokens.sign({ userId: randomUUID(), sessionId: randomUUID() });
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const altered = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${altered}`)).toEqual({ error: 'invalid' });
  });
});
