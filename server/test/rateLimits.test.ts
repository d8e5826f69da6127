import type { LightMyRequestResponse } from 'fastify';
import { usingPostgres } from './helpers/testDb';
import { appOn, createTestApp, type TestContext } from './helpers/testApp';
import { login, signUpAndIn, uniqueEmail } from './helpers/users';

describe('rate limits', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { ipMax: 20 } });
  });
  afterAll(() => t.close());

  it('allows 20 requests a minute per IP on a limited route, then answers 429 RATE_LIMITED', async () => {
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 21; i += 1) {
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: uniqueEmail('ip') },
          remoteAddress: '203.0.113.7',
        }),
      );
    }
    expect(answers.slice(0, 20).every((answer) => answer.statusCode === 200)).toBe(true);
    const limited = answers[20];
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/^Too many requests/),
      code: 'RATE_LIMITED',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected, nor is an unlimited route.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: uniqueEmail('ip') },
      remoteAddress: '203.0.113.8',
    });
    expect(elsewhere.statusCode).toBe(200);
    const courses = await t.app.inject({
      method: 'GET',
      url: '/api/courses',
      remoteAddress: '203.0.113.7',
    });
    expect(courses.statusCode).toBe(200);
  });

  it('limits reset mails per address: the sixth request for one email in 15 minutes is 429', async () => {
    const email = uniqueEmail('mails');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress: `192.0.2.${i + 1}`,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('RATE_LIMIT=off turns every limit off (for benchmarks only)', async () => {
    const off = await createTestApp({ rateLimit: { enabled: false, ipMax: 2 } });
    try {
      const { user } = await signUpAndIn(off);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        statuses.push((await login(off, user.email, 'wrong password')).statusCode);
      }
      expect(new Set(statuses)).toEqual(new Set([401]));
      expect((await login(off, user.email)).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });

  // Two apps on one PostgreSQL are two nodes behind a balancer: each has its own memory.
  (usingPostgres() ? it : it.skip)(
    'counts an address once across every node on PostgreSQL, so three nodes allow what one allows',
    async () => {
      const other = await appOn(t.db, { rateLimit: { ipMax: 20 } });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 21; i += 1) {
          const node = i % 2 === 0 ? t : other;
          const answer = await node.app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { email: uniqueEmail('shared') },
            remoteAddress: '198.51.100.23',
          });
          statuses.push(answer.statusCode);
        }
        expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
        expect(statuses[20]).toBe(429);
      } finally {
        await other.app.close();
      }
    },
  );
});
