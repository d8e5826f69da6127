import type { UndoEmailChangeResponse, UserResponse } from '@contract/types';
import { createTestApp, TEST_SITE_URL, type TestContext } from './helpers/testApp';
import {
  login,
  PASSWORD,
  refresh,
  register,
  signUpAndIn,
  uniqueEmail,
  type SignedIn,
} from './helpers/users';

// Taking an account with nothing but its access token: change the email, follow the link mailed
// to the new address, reset the password through it. The change needs the owner's proof, and the
// replaced address gets a link that undoes it all.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ATTACKER_PASSWORD = 'attacker owns this now';
const student = { profession: 'Student', educationStatus: 'Grad', schoolOrCollege: 'IIT Delhi' };

const changeEmail = (who: SignedIn, email: string, currentPassword?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${who.user.id}`,
    headers: who.auth,
    payload: { ...student, email, ...(currentPassword === undefined ? {} : { currentPassword }) },
  });
const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload });
const me = (headers: SignedIn['auth']) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers });

async function lastLink(address: string, path: string): Promise<string> {
  await t.app.tasks.idle();
  const link = t.mail.to(address).at(-1)?.link ?? '';
  expect(link).toMatch(new RegExp(`^${TEST_SITE_URL}/${path}/[A-Za-z0-9_-]{43}$`));
  return link.split('/').pop()!;
}

/** What the attacker does once the new address is theirs: confirm it, then reset the password. */
async function takeOverWithLink(newEmail: string): Promise<void> {
  expect(
    (await post(`/api/auth/confirm-email/${await lastLink(newEmail, 'confirm-email')}`)).statusCode,
  ).toBe(200);
  expect((await post('/api/auth/forgot-password', { email: newEmail })).statusCode).toBe(200);
  const reset = await lastLink(newEmail, 'auth/reset-password');
  const done = await post(`/api/auth/reset-password/${reset}`, { password: ATTACKER_PASSWORD });
  expect(done.statusCode).toBe(200);
  expect((await login(t, newEmail, ATTACKER_PASSWORD)).statusCode).toBe(200);
}

const accountRow = async (id: string) =>
  (
    await t.db.query<{ email: string; pending_email: string | null; has_password: boolean }>(
      `SELECT email, pending_email, password_hash IS NOT NULL AS has_password FROM users WHERE id = $1`,
      [id],
    )
  ).rows[0];

describe('a stolen access token alone', () => {
  it('cannot start the takeover: the email change needs the current password', async () => {
    const stolen = await signUpAndIn(t);
    const attackerEmail = uniqueEmail('attacker');

    const withoutPassword = await changeEmail(stolen, attackerEmail);
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toEqual({
      message: 'Please enter your current password to change your email.',
      code: 'VALIDATION',
    });
    const guessed = await changeEmail(stolen, attackerEmail, 'a guess at the password');
    expect(guessed.statusCode).toBe(403);
    expect(guessed.json()).toEqual({
      message: 'Your current password is not correct.',
      code: 'CURRENT_PASSWORD_INVALID',
    });

    await t.app.tasks.idle();
    expect(t.mail.to(attackerEmail)).toHaveLength(0);
    expect(await accountRow(stolen.user.id)).toMatchObject({
      email: stolen.user.email,
      pending_email: null,
    });
    expect((await post('/api/auth/forgot-password', { email: attackerEmail })).statusCode).toBe(
      200,
    );
    await t.app.tasks.idle();
    expect(t.mail.to(attackerEmail)).toHaveLength(0);
  });

  it('guessing the current password counts against the sign-in limit', async () => {
    const victim = await signUpAndIn(t);
    const attackerEmail = uniqueEmail('guesser');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await changeEmail(victim, attackerEmail, `guess number ${i}`)).statusCode);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    const right = await changeEmail(victim, attackerEmail, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('undoing an email change from the link mailed to the replaced address', () => {
  it('gives the owner the account back after a completed takeover, and ends the attacker’s sessions', async () => {
    const victim = await signUpAndIn(t);
    const oldEmail = victim.user.email;
    const attackerEmail = uniqueEmail('taker');
    // The worst case: the attacker knows the password too, and completes every step.
    expect((await changeEmail(victim, attackerEmail, PASSWORD)).statusCode).toBe(200);
    const undo = await lastLink(oldEmail, 'undo-email-change');
    await takeOverWithLink(attackerEmail);
    const attacker = await login(t, attackerEmail, ATTACKER_PASSWORD);
    const attackerAuth = {
      authorization: `Bearer ${attacker.json<{ accessToken: string }>().accessToken}`,
    };
    const attackerRefresh = attacker.cookies.find((cookie) => cookie.name === 'academy_rt')!.value;
    expect((await me(attackerAuth)).json<UserResponse>().user.email).toBe(attackerEmail);

    const undone = await post(`/api/auth/undo-email-change/${undo}`);
    expect(undone.statusCode).toBe(200);
    const body = undone.json<UndoEmailChangeResponse>();
    expect(body.message).toBe(
      `The email change is undone: your account's email is ${oldEmail} again, and every session of it has ended. Choose a new password to sign in.`,
    );
    expect(body.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await accountRow(victim.user.id)).toEqual({
      email: oldEmail,
      pending_email: null,
      has_password: false,
    });
    // Every session ends: the attacker's and the owner's, access tokens and refresh tokens alike.
    for (const auth of [attackerAuth, victim.auth]) expect((await me(auth)).statusCode).toBe(401);
    for (const token of [attackerRefresh, victim.refreshToken])
      expect((await refresh(t, token)).statusCode).toBe(401);
    expect((await login(t, attackerEmail, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, oldEmail, ATTACKER_PASSWORD)).statusCode).toBe(401);

    // The owner chooses a new password with the token of the answer, and signs in again.
    const reset = await post(`/api/auth/reset-password/${body.resetToken}`, {
      password: 'the owner is back 123',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t, oldEmail, 'the owner is back 123')).statusCode).toBe(200);

    const again = await post(`/api/auth/undo-email-change/${undo}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This link to undo the email change is invalid or has already been used.',
      code: 'TOKEN_INVALID',
    });
  });

  it('cancels a change not confirmed yet: its confirmation link stops working', async () => {
    const owner = await signUpAndIn(t);
    const newEmail = uniqueEmail('unconfirmed');
    await changeEmail(owner, newEmail, PASSWORD);
    const confirm = await lastLink(newEmail, 'confirm-email');
    const undo = await lastLink(owner.user.email, 'undo-email-change');

    expect((await post(`/api/auth/undo-email-change/${undo}`)).statusCode).toBe(200);
    expect(await accountRow(owner.user.id)).toMatchObject({
      email: owner.user.email,
      pending_email: null,
    });
    expect((await post(`/api/auth/confirm-email/${confirm}`)).statusCode).toBe(400);
  });

  it('keeps working after later changes, whose notices go to the attacker’s address', async () => {
    const victim = await signUpAndIn(t);
    const first = uniqueEmail('first');
    await changeEmail(victim, first, PASSWORD);
    const undo = await lastLink(victim.user.email, 'undo-email-change');
    await takeOverWithLink(first);
    const attacker = await login(t, first, ATTACKER_PASSWORD);
    const attackerSession = {
      ...victim,
      auth: { authorization: `Bearer ${attacker.json<{ accessToken: string }>().accessToken}` },
    };
    const second = uniqueEmail('second');
    expect((await changeEmail(attackerSession, second, ATTACKER_PASSWORD)).statusCode).toBe(200);
    const attackersUndo = await lastLink(first, 'undo-email-change');

    expect((await post(`/api/auth/undo-email-change/${undo}`)).statusCode).toBe(200);
    expect((await accountRow(victim.user.id)).email).toBe(victim.user.email);
    // The undo link the attacker got for their own address is dropped with every other link.
    expect((await post(`/api/auth/undo-email-change/${attackersUndo}`)).statusCode).toBe(400);
    expect((await accountRow(victim.user.id)).email).toBe(victim.user.email);
  });

  it('keeps the replaced address for its owner: signing up with it makes no account', async () => {
    const owner = await signUpAndIn(t);
    const moved = uniqueEmail('moved');
    await changeEmail(owner, moved, PASSWORD);
    const undo = await lastLink(owner.user.email, 'undo-email-change');
    await post(`/api/auth/confirm-email/${await lastLink(moved, 'confirm-email')}`);

    const squatter = await register(t, owner.user.email, 'Someone Else');
    expect(squatter.statusCode).toBe(201);
    const accounts = await t.db.query('SELECT 1 FROM users WHERE email = $1', [owner.user.email]);
    expect(accounts.rowCount).toBe(0);

    expect((await post(`/api/auth/undo-email-change/${undo}`)).statusCode).toBe(200);
    expect((await accountRow(owner.user.id)).email).toBe(owner.user.email);
  });

  it('lasts 7 days, then answers TOKEN_EXPIRED', async () => {
    const owner = await signUpAndIn(t);
    await changeEmail(owner, uniqueEmail('later'), PASSWORD);
    const undo = await lastLink(owner.user.email, 'undo-email-change');
    const ttl = await t.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days
       FROM email_tokens WHERE user_id = $1 AND purpose = 'email-undo'`,
      [owner.user.id],
    );
    expect(ttl.rows[0]!.days).toBe(7);
    await t.db.query(
      `UPDATE email_tokens SET expires_at = now() - interval '1 second'
       WHERE user_id = $1 AND purpose = 'email-undo'`,
      [owner.user.id],
    );
    const expired = await post(`/api/auth/undo-email-change/${undo}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });
});

describe('an account without a password (Google sign-in)', () => {
  async function googleOnly(): Promise<SignedIn> {
    const account = await signUpAndIn(t);
    await t.db.query('UPDATE users SET password_hash = NULL WHERE id = $1', [account.user.id]);
    return account;
  }

  it('may change its email from a session signed in within the last 10 minutes', async () => {
    const account = await googleOnly();
    const newEmail = uniqueEmail('google-moved');
    const response = await changeEmail(account, newEmail);
    expect(response.statusCode).toBe(200);
    expect(response.json<UserResponse>().user).toMatchObject({
      pendingEmail: newEmail,
      hasPassword: false,
    });
  });

  it('is asked to sign in again when its sign-in is older, even after token refreshes', async () => {
    const account = await googleOnly();
    await t.db.query(
      `UPDATE refresh_tokens SET signed_in_at = now() - interval '11 minutes' WHERE user_id = $1`,
      [account.user.id],
    );
    // A refresh renews the tokens, not the sign-in.
    const refreshed = await refresh(t, account.refreshToken);
    const auth = {
      authorization: `Bearer ${refreshed.json<{ accessToken: string }>().accessToken}`,
    };
    const response = await changeEmail({ ...account, auth }, uniqueEmail('too-late'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message:
        'For your security, please sign out and sign in again, then change your email within 10 minutes.',
      code: 'RECENT_SIGN_IN_REQUIRED',
    });
    expect((await accountRow(account.user.id)).pending_email).toBeNull();
  });
});
