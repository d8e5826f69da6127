import type { LightMyRequestResponse } from 'fastify';
import { appOn, createTestApp, type TestContext } from './helpers/testApp';
import { PASSWORD, signUpAndIn } from './helpers/users';

const TOO_MANY = {
  message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  code: 'RATE_LIMITED',
};
const WRONG = { message: 'Invalid email or password.' };

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { accountMax: 5, accountCeiling: 8 } });
});
afterAll(() => t.close());

const signIn = (app: TestContext, email: string, password: string, from: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: from,
  });

const bodies = (answers: LightMyRequestResponse[]) =>
  answers.map((answer) => [answer.statusCode, answer.json<unknown>()]);

describe('sign-in attempt limits', () => {
  it('answers 20 parallel wrong passwords with at most 5 "Invalid email or password." and 429 for the rest', async () => {
    const { user } = await signUpAndIn(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(t, user.email, 'wrong password', '203.0.113.20')),
    );
    const results = bodies(answers);
    expect(results.filter(([status]) => status === 401)).toEqual(Array(5).fill([401, WRONG]));
    expect(results.filter(([status]) => status === 429)).toEqual(Array(15).fill([429, TOO_MANY]));
  });

  it("does not let a stranger's guesses lock the owner out", async () => {
    const { user } = await signUpAndIn(t);
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(t, user.email, 'guess', '198.51.100.66')).statusCode).toBe(401);
    const sixth = await signIn(t, user.email, 'guess', '198.51.100.66');
    expect([sixth.statusCode, sixth.json()]).toEqual([429, TOO_MANY]);
    expect((await signIn(t, user.email, PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  });

  it('trips the account-wide ceiling for guesses from many addresses, and mails the owner a reset link once', async () => {
    const { user } = await signUpAndIn(t);
    for (let i = 0; i < 8; i += 1)
      expect((await signIn(t, user.email, 'guess', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    await t.app.tasks.idle();
    expect(t.mail.to(user.email).filter((mail) => mail.link?.includes('reset-password'))).toEqual(
      [],
    );
    const blocked = [
      await signIn(t, user.email, 'guess', '198.51.100.9'),
      await signIn(t, user.email, PASSWORD, '192.0.2.11'),
      await signIn(t, user.email, 'guess', '198.51.100.10'),
    ];
    expect(bodies(blocked)).toEqual(Array(3).fill([429, TOO_MANY]));
    await t.app.tasks.idle();
    const warnings = t.mail.to(user.email).filter((mail) => mail.link?.includes('reset-password'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0].subject).toContain('Many sign-in attempts on your account');

    // The mailed link sets a new password and lets the owner in at once.
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${t.mail.lastToken(user.email)}`,
      payload: { password: 'a fresh new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t, user.email, 'a fresh new password', '192.0.2.11')).statusCode).toBe(
      200,
    );
  });

  it('answers an unknown account the same way, and mails nobody', async () => {
    const email = 'nobody.here@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await signIn(t, email, 'guess', `198.51.100.${100 + i}`)).statusCode);
    expect(statuses).toEqual([...Array(8).fill(401), 429, 429]);
    await t.app.tasks.idle();
    expect(t.mail.to(email)).toEqual([]);
  });

  it('counts attempts in the database, so two servers on it share one count', async () => {
    const other = await appOn(t.db, { rateLimit: { accountMax: 5, accountCeiling: 8 } });
    try {
      const { user } = await signUpAndIn(t);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const app = i % 2 === 0 ? t : other;
        statuses.push((await signIn(app, user.email, 'guess', '203.0.113.30')).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await other.app.close();
    }
  });
});
