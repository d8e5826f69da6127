import type { RefreshResponse } from '@contract/types';
import { REFRESH_COOKIE } from '@contract/constants';
import { sha256 } from '../src/lib/crypto';
import { createTestApp, TEST_SITE_URL, type TestContext } from './helpers/testApp';
import { csrfHeaders, refresh, refreshCookieOf, signUpAndIn } from './helpers/users';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Moves a token's rotation time into the past, as if the grace window had gone by. */
async function ageRotation(refreshToken: string, seconds: number) {
  await t.db.query(
    `UPDATE refresh_tokens SET rotated_at = rotated_at - make_interval(secs => $2) WHERE token_hash = $1`,
    [sha256(refreshToken), seconds],
  );
}

async function familyRevoked(refreshToken: string): Promise<boolean[]> {
  const result = await t.db.query<{ revoked: boolean }>(
    `SELECT revoked_at IS NOT NULL AS revoked FROM refresh_tokens
     WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1) ORDER BY created_at`,
    [sha256(refreshToken)],
  );
  return result.rows.map((row) => row.revoked);
}

describe('POST /api/auth/refresh-token', () => {
  it('rotates: a new access token and a new refresh cookie; the database keeps only hashes', async () => {
    const { refreshToken, user } = await signUpAndIn(t);
    const response = await refresh(t, refreshToken);
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json<RefreshResponse>();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.json()).toMatchObject({ user: { id: user.id } });
    const next = refreshCookieOf(response)!;
    expect(next).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Lax' });
    expect(next.value).not.toBe(refreshToken);
    const stored = await t.db.query<{ token_hash: string; successor_box: string | null }>(
      'SELECT token_hash, successor_box FROM refresh_tokens WHERE user_id = $1',
      [user.id],
    );
    const everything = JSON.stringify(stored.rows);
    expect(everything).not.toContain(refreshToken);
    expect(everything).not.toContain(next.value);
    expect(stored.rows.map((row) => row.token_hash)).toEqual(
      expect.arrayContaining([sha256(refreshToken), sha256(next.value)]),
    );
  });

  it('answers a replay inside the grace window with the same successor (two tabs, a reload mid-refresh)', async () => {
    const { refreshToken } = await signUpAndIn(t);
    const first = await refresh(t, refreshToken);
    const replay = await refresh(t, refreshToken);
    expect(replay.statusCode).toBe(200);
    expect(refreshCookieOf(replay)!.value).toBe(refreshCookieOf(first)!.value);
    expect(await familyRevoked(refreshToken)).toEqual([false, false]);
    // And the successor itself still rotates normally.
    const onward = await refresh(t, refreshCookieOf(first)!.value);
    expect(onward.statusCode).toBe(200);
  });

  it('handles concurrent refreshes with one token: all succeed with one successor', async () => {
    const { refreshToken } = await signUpAndIn(t);
    const answers = await Promise.all([1, 2, 3].map(() => refresh(t, refreshToken)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => refreshCookieOf(answer)!.value)).size).toBe(1);
  });

  it('walks forward to the live token when the successor was already rotated inside the window', async () => {
    const { refreshToken } = await signUpAndIn(t);
    const second = refreshCookieOf(await refresh(t, refreshToken))!.value;
    const third = refreshCookieOf(await refresh(t, second))!.value;
    const replay = await refresh(t, refreshToken);
    expect(replay.statusCode).toBe(200);
    expect(refreshCookieOf(replay)!.value).toBe(third);
  });

  it('treats reuse after the grace window as theft: 401 and the whole family revoked', async () => {
    const { refreshToken } = await signUpAndIn(t);
    const next = refreshCookieOf(await refresh(t, refreshToken))!.value;
    await ageRotation(refreshToken, 21);
    const reuse = await refresh(t, refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
    const cleared = refreshCookieOf(reuse)!;
    expect(cleared.value).toBe('');
    expect(await familyRevoked(refreshToken)).toEqual([true, true]);
    expect((await refresh(t, next)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie, with an unknown token, and with an expired one', async () => {
    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: csrfHeaders,
    });
    expect(noCookie.statusCode).toBe(401);
    expect((await refresh(t, 'not-a-real-token')).statusCode).toBe(401);
    const { refreshToken } = await signUpAndIn(t);
    await t.db.query(
      `UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [sha256(refreshToken)],
    );
    expect((await refresh(t, refreshToken)).statusCode).toBe(401);
  });

  it('refuses without the CSRF header, or from another origin, with 403 and leaves the token usable', async () => {
    const { refreshToken } = await signUpAndIn(t);
    const noHeader = await refresh(t, refreshToken, {});
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toEqual({
      message: 'This request was refused: the security header is missing.',
    });
    const wrongValue = await refresh(t, refreshToken, { 'x-academy-csrf': '0' });
    expect(wrongValue.statusCode).toBe(403);
    const foreign = await refresh(t, refreshToken, {
      ...csrfHeaders,
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      message: 'This request was refused: it did not come from this site.',
    });
    const sameSite = await refresh(t, refreshToken, { ...csrfHeaders, origin: TEST_SITE_URL });
    expect(sameSite.statusCode).toBe(200);
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const secure = await createTestApp({
      siteUrl: 'https://academy.example',
      siteOrigin: 'https://academy.example',
      secureCookies: true,
    });
    try {
      const { refreshToken } = await signUpAndIn(secure);
      const response = await refresh(secure, refreshToken, {
        ...csrfHeaders,
        origin: 'https://academy.example',
      });
      expect(refreshCookieOf(response)).toMatchObject({
        secure: true,
        httpOnly: true,
        path: '/api/auth',
      });
    } finally {
      await secure.close();
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session family and clears the cookie', async () => {
    const { refreshToken } = await signUpAndIn(t);
    const next = refreshCookieOf(await refresh(t, refreshToken))!.value;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: csrfHeaders,
      cookies: { [REFRESH_COOKIE]: next },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out.' });
    const cleared = refreshCookieOf(response)!;
    expect(cleared).toMatchObject({ value: '', path: '/api/auth' });
    expect(await familyRevoked(next)).toEqual([true, true]);
    expect((await refresh(t, next)).statusCode).toBe(401);
    // The grace window does not bring a signed-out session back.
    expect((await refresh(t, refreshToken)).statusCode).toBe(401);
  });

  it('answers 200 when already signed out, and 403 without the CSRF header', async () => {
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: csrfHeaders,
    });
    expect(signedOut.statusCode).toBe(200);
    const noHeader = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(noHeader.statusCode).toBe(403);
  });
});
