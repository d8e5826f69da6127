import type { UpdateProfileResponse, UserResponse } from '@contract/types';
import { createTestApp, TEST_SITE_URL, type TestContext } from './helpers/testApp';
import {
  login,
  PASSWORD,
  register,
  signUpAndIn,
  uniqueEmail,
  type SignedIn,
} from './helpers/users';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const student = { profession: 'Student', educationStatus: 'Grad', schoolOrCollege: 'IIT Delhi' };

const changeEmail = (who: SignedIn, email: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${who.user.id}`,
    headers: who.auth,
    payload: { ...student, email, currentPassword: PASSWORD },
  });
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/confirm-email/${token}` });
const resend = (who: SignedIn, id = who.user.id) =>
  t.app.inject({ method: 'POST', url: `/api/users/${id}/email-change/resend`, headers: who.auth });
const cancel = (who: SignedIn, id = who.user.id) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/${id}/email-change`, headers: who.auth });
const currentUser = async (who: SignedIn) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: who.auth })
  ).json<UserResponse>().user;

async function confirmationToken(address: string): Promise<string> {
  await t.app.tasks.idle();
  const link = t.mail.to(address).at(-1)?.link ?? '';
  expect(link).toMatch(new RegExp(`^${TEST_SITE_URL}/confirm-email/[A-Za-z0-9_-]{43}$`));
  return link.split('/').pop()!;
}

describe('changing the email', () => {
  it('keeps the old email until the link mailed to the new one is followed, and tells the old one', async () => {
    const me = await signUpAndIn(t);
    const newEmail = uniqueEmail('moved');
    const response = await changeEmail(me, ` ${newEmail.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    const body = response.json<UpdateProfileResponse>();
    expect(body.message).toBe('User Profile updated successfully!');
    expect(body.user).toMatchObject({
      email: me.user.email,
      pendingEmail: newEmail,
      profession: 'Student',
    });
    expect(await currentUser(me)).toMatchObject({ email: me.user.email, pendingEmail: newEmail });
    expect((await login(t, newEmail)).statusCode).toBe(401);
    expect((await login(t, me.user.email)).statusCode).toBe(200);

    await confirmationToken(newEmail);
    const notice = t.mail.to(me.user.email).at(-1)!;
    expect(notice.subject).toContain('Your email is about to change');
    expect(notice.text).toContain(newEmail);
    // Its only link undoes the change; the confirmation link goes to the new address alone.
    expect(notice.link).toMatch(
      new RegExp(`^${TEST_SITE_URL}/undo-email-change/[A-Za-z0-9_-]{43}$`),
    );
    expect(notice.text).not.toContain('/confirm-email/');
  });

  it('changes the email when the link is followed, signed out, and the session stays', async () => {
    const me = await signUpAndIn(t);
    const newEmail = uniqueEmail('confirmed');
    await changeEmail(me, newEmail);
    const token = await confirmationToken(newEmail);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: `Your email is now ${newEmail}. Use it to sign in from now on.`,
    });
    expect(await currentUser(me)).toMatchObject({ email: newEmail, pendingEmail: null });
    expect((await login(t, newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await login(t, me.user.email)).statusCode).toBe(401);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This email confirmation link is invalid or has already been used.',
      code: 'TOKEN_INVALID',
    });
  });

  it('refuses the link with 409 when another account took the address meanwhile', async () => {
    const me = await signUpAndIn(t);
    const contested = uniqueEmail('contested');
    await changeEmail(me, contested);
    const token = await confirmationToken(contested);
    expect((await register(t, contested, 'Someone Else')).statusCode).toBe(201);
    const refused = await confirm(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'An account with this email already exists.' });
    expect((await currentUser(me)).email).toBe(me.user.email);
  });

  it('a newer request or a resend replaces the earlier link', async () => {
    const me = await signUpAndIn(t);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await changeEmail(me, first);
    const firstToken = await confirmationToken(first);
    await changeEmail(me, second);
    const secondToken = await confirmationToken(second);
    expect((await confirm(firstToken)).statusCode).toBe(400);

    const resent = await resend(me);
    expect(resent.statusCode).toBe(200);
    expect(resent.json<UpdateProfileResponse>()).toMatchObject({
      message: `We sent a new confirmation link to ${second}.`,
      user: { email: me.user.email, pendingEmail: second },
    });
    const resentToken = await confirmationToken(second);
    expect(resentToken).not.toBe(secondToken);
    expect((await confirm(secondToken)).statusCode).toBe(400);
    expect((await confirm(resentToken)).statusCode).toBe(200);
    expect((await currentUser(me)).email).toBe(second);
  });

  it('cancelling drops the pending address and its link', async () => {
    const me = await signUpAndIn(t);
    const newEmail = uniqueEmail('cancelled');
    await changeEmail(me, newEmail);
    const token = await confirmationToken(newEmail);
    const cancelled = await cancel(me);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<UpdateProfileResponse>()).toMatchObject({
      message: 'The email change is cancelled. Your email stays the same.',
      user: { email: me.user.email, pendingEmail: null },
    });
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await currentUser(me)).email).toBe(me.user.email);
    const nothingToCancel = await cancel(me);
    expect(nothingToCancel.statusCode).toBe(409);
    expect(nothingToCancel.json()).toEqual({
      message: 'There is no email change waiting for confirmation.',
    });
    expect((await resend(me)).statusCode).toBe(409);
  });

  it('lets only the owner resend or cancel', async () => {
    const me = await signUpAndIn(t);
    const other = await signUpAndIn(t);
    await changeEmail(me, uniqueEmail('mine'));
    for (const response of [await resend(other, me.user.id), await cancel(other, me.user.id)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You can only update your own profile.' });
    }
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${me.user.id}/email-change`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await currentUser(me)).pendingEmail).not.toBeNull();
  });

  it('limits change requests and resends to 5 mails in 15 minutes', async () => {
    const me = await signUpAndIn(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await changeEmail(me, uniqueEmail(`spam${i}`))).statusCode);
    statuses.push((await resend(me)).statusCode);
    const refused = [await changeEmail(me, uniqueEmail('spam5')), await resend(me)];
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    for (const response of refused) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        message: 'Too many requests for this email. Please wait 15 minutes and try again.',
        code: 'RATE_LIMITED',
      });
    }
  });

  it('sending the current email changes nothing and mails nothing', async () => {
    const me = await signUpAndIn(t);
    await t.app.tasks.idle();
    const before = t.mail.sent.length;
    const response = await changeEmail(me, me.user.email);
    expect(response.json<UpdateProfileResponse>().user.pendingEmail).toBeNull();
    await t.app.tasks.idle();
    expect(t.mail.sent.length).toBe(before);
  });
});
