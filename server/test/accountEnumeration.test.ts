import { performance } from 'node:perf_hooks';
import type { UpdateProfileResponse } from '@contract/types';
import { PRODUCTION_ARGON2 } from '../src/config';
import { createTestApp, type TestContext } from './helpers/testApp';
import { PASSWORD, register, signUpAndIn, uniqueEmail, type SignedIn } from './helpers/users';

// Sign-up and the email change must not tell whether an address has an account: a taken address
// gets the answer a free one gets, in about the same time, and its owner hears of the attempt.
// Production argon2 settings here, so the password hashing a shortcut would skip is felt.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ argon2: PRODUCTION_ARGON2 });
});
afterAll(() => t.close());

const student = { profession: 'Student', educationStatus: 'Grad', schoolOrCollege: 'IIT Delhi' };

async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await call();
  return { ms: performance.now() - start, result };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * The median times of `taken` and `free` calls, taken turn about so a busy machine weighs on
 * both alike. The mails each call leaves behind are sent before the next call starts.
 */
async function medians(
  rounds: number,
  taken: () => Promise<unknown>,
  free: () => Promise<unknown>,
) {
  const takenMs: number[] = [];
  const freeMs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    takenMs.push((await timed(taken)).ms);
    await t.app.tasks.idle();
    freeMs.push((await timed(free)).ms);
    await t.app.tasks.idle();
  }
  return { taken: median(takenMs), free: median(freeMs) };
}

/**
 * Within a factor of 2 either way: a loaded test machine moves single timings a lot, and the
 * shortcut this guards against (no password hashing for a taken address) was many times faster.
 */
function expectAboutTheSame({ taken, free }: { taken: number; free: number }) {
  expect(taken / free).toBeGreaterThan(1 / 2);
  expect(taken / free).toBeLessThan(2);
}

describe('sign-up with an address that has an account', () => {
  it('answers exactly as for a new address, makes no account, and mails the owner', async () => {
    const owner = await signUpAndIn(t);
    await t.app.tasks.idle();
    const mailsBefore = t.mail.to(owner.user.email).length;

    const taken = await register(t, ` ${owner.user.email.toUpperCase()} `, 'Someone Else');
    const fresh = await register(t, uniqueEmail('fresh'), 'Someone Else');

    expect([taken.statusCode, fresh.statusCode]).toEqual([201, 201]);
    expect(taken.body).toBe(fresh.body);
    expect(taken.json()).toEqual({
      message: 'Registered successfully! Please check your email for verification link.',
    });
    const accounts = await t.db.query<{ name: string }>('SELECT name FROM users WHERE email = $1', [
      owner.user.email,
    ]);
    expect(accounts.rows).toEqual([{ name: 'Asha Verma' }]);

    await t.app.tasks.idle();
    const mails = t.mail.to(owner.user.email).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Someone tried to sign up with your email - Vaani Academy');
    expect(mails[0]!.text).toContain('Hello Asha Verma,');
    expect(mails[0]!.text).toContain('no new one was made');
    expect(mails[0]!.link).toBeUndefined();
  });

  it('takes about as long as signing up with a new address', async () => {
    const owner = await signUpAndIn(t);
    const signUp = async (email: string) => expect((await register(t, email)).statusCode).toBe(201);
    const times = await medians(
      7,
      () => signUp(owner.user.email),
      () => signUp(uniqueEmail('timed')),
    );
    expectAboutTheSame(times);
  });

  it('mails the owner at most 5 notices in 15 minutes, answering the same throughout', async () => {
    const owner = await signUpAndIn(t);
    await t.app.tasks.idle();
    const before = t.mail.to(owner.user.email).length;
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push((await register(t, owner.user.email)).statusCode);
    await t.app.tasks.idle();
    expect(answers).toEqual([201, 201, 201, 201, 201, 201, 201]);
    expect(t.mail.to(owner.user.email).length - before).toBe(5);
  });
});

describe('an email change to an address that has an account', () => {
  const changeEmail = (who: SignedIn, email: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${who.user.id}`,
      headers: who.auth,
      payload: { ...student, email, currentPassword: PASSWORD },
    });

  it('answers as for a free address; the owner of the taken one gets a notice, not a link', async () => {
    const owner = await signUpAndIn(t);
    const me = await signUpAndIn(t);
    const other = await signUpAndIn(t);
    const free = uniqueEmail('free');
    await t.app.tasks.idle();
    const ownerMailsBefore = t.mail.to(owner.user.email).length;

    const taken = await changeEmail(me, owner.user.email.toUpperCase());
    const freeAnswer = await changeEmail(other, free);

    expect([taken.statusCode, freeAnswer.statusCode]).toEqual([200, 200]);
    const takenBody = taken.json<UpdateProfileResponse>();
    const freeBody = freeAnswer.json<UpdateProfileResponse>();
    expect(takenBody.message).toBe(freeBody.message);
    expect(takenBody.user).toMatchObject({ email: me.user.email, pendingEmail: owner.user.email });
    expect(freeBody.user).toMatchObject({ email: other.user.email, pendingEmail: free });

    await t.app.tasks.idle();
    const ownerMails = t.mail.to(owner.user.email).slice(ownerMailsBefore);
    expect(ownerMails.map((mail) => mail.subject)).toEqual([
      'Someone asked to use your email for another account - Vaani Academy',
    ]);
    expect(ownerMails[0]!.link).toBeUndefined();
    expect(ownerMails[0]!.text).toContain('Hello Asha Verma,');
    // The requester's own address is told as for any change, with its undo link.
    expect(t.mail.to(me.user.email).at(-1)!.link).toContain('/undo-email-change/');

    // A resend answers as for a free address too, and the change can never complete.
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/users/${me.user.id}/email-change/resend`,
      headers: me.auth,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json<UpdateProfileResponse>().message).toBe(
      `We sent a new confirmation link to ${owner.user.email}.`,
    );
    await t.app.tasks.idle();
    expect(
      t.mail.to(owner.user.email).every((mail) => !mail.link?.includes('/confirm-email/')),
    ).toBe(true);
    const links = await t.db.query(
      `SELECT 1 FROM email_tokens WHERE user_id = $1 AND purpose = 'email-change' AND used_at IS NULL`,
      [me.user.id],
    );
    expect(links.rowCount).toBe(0);
  });

  it('takes about as long as a change to a free address', async () => {
    const owner = await signUpAndIn(t);
    const me = await signUpAndIn(t);
    // The mail limit allows 5 change requests in 15 minutes per account: lift it for the timing.
    // Clearing the limit is part of both timings alike.
    const change = async (email: string) => {
      await t.db.query(`DELETE FROM attempt_counters WHERE key LIKE 'mail:email-change:%'`);
      expect((await changeEmail(me, email)).statusCode).toBe(200);
    };
    const times = await medians(
      7,
      () => change(owner.user.email),
      () => change(uniqueEmail('elsewhere')),
    );
    expectAboutTheSame(times);
  });
});
