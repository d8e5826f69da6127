import { createTestApp, type TestContext } from './helpers/testApp';
import { signUpAndIn, type SignedIn } from './helpers/users';

let t: TestContext;
let me: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  me = await signUpAndIn(t);
});
afterAll(() => t.close());

describe('a NUL character anywhere is a 400 with a message', () => {
  it.each([
    ['POST', '/api/auth/login', { email: 'a\u0000@b.co', password: 'x' }, 'email'],
    [
      'POST',
      '/api/auth/register',
      { name: 'A\u0000', email: 'nul@b.co', password: 'long password 1', dob: '2000-01-01' },
      'name',
    ],
    ['POST', '/contact', { name: 'A', email: 'a@b.co', message: 'hi\u0000there' }, 'message'],
    ['POST', '/api/auth/forgot-password', { email: '\u0000' }, 'email'],
  ])('%s %s', async (method, url, payload, field) => {
    const response = await t.app.inject({ method: method as 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `${field} must not contain a NUL character (\\0).`,
      code: 'VALIDATION',
    });
  });

  it('in a signed-in update, a query, a path or a header', async () => {
    const answers = [
      await t.app.inject({
        method: 'PUT',
        url: `/api/users/${me.user.id}`,
        headers: me.auth,
        payload: { name: 'Asha\u0000' },
      }),
      await t.app.inject({ method: 'GET', url: '/api/courses?page=1&x=%00' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/verify-email/abc%00def' }),
      await t.app.inject({ method: 'GET', url: '/api/courses', headers: { 'x-note': 'a\u0000' } }),
    ];
    expect(
      answers.map((answer) => [answer.statusCode, answer.json<{ message: string }>().message]),
    ).toEqual([
      [400, 'name must not contain a NUL character (\\0).'],
      [400, 'x must not contain a NUL character (\\0).'],
      [400, 'token must not contain a NUL character (\\0).'],
      [400, 'header x-note must not contain a NUL character (\\0).'],
    ]);
    const stored = await t.db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [
      me.user.id,
    ]);
    expect(stored.rows[0].name).toBe('Asha Verma');
  });
});

describe('page and limit must be finite numbers', () => {
  it.each(['Infinity', '-Infinity', '1e400', 'NaN'])(
    'page=%s or limit=%s is a 400',
    async (value) => {
      for (const query of [`page=${value}&limit=7`, `page=1&limit=${value}`]) {
        const response = await t.app.inject({ method: 'GET', url: `/api/courses?${query}` });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
      }
    },
  );

  it('names the field of a non-finite number in a JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { ...me.auth, 'content-type': 'application/json' },
      payload:
        '{"productId":"00000000-0000-4000-8000-000000000000","model":"Course","quantity":1e400}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/^quantity /),
      code: 'VALIDATION',
    });
  });
});
