import { ROLE_REQUIRED, SESSION_EXPIRED, SIGN_IN_REQUIRED } from '@contract/messages/common';
import { setRole } from '../src/services/accounts/roles';
import { createTestApp, type TestContext } from './helpers/testApp';
import { signUpAndIn, type SignedIn } from './helpers/users';

// A staff-only route as the console declares them: authenticate first, then the role.
let t: TestContext;
let learner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get(
    '/api/admin/probe',
    { preHandler: [t.app.authenticate, t.app.requireRole('staff', 'admin')] },
    async () => ({ ok: true }),
  );
  learner = await signUpAndIn(t);
});
afterAll(() => t.close());

const probe = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/admin/probe', headers });

it('refuses a signed-out caller with 401', async () => {
  const response = await probe();
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ message: SIGN_IN_REQUIRED });
});

it('refuses a learner with 403 and says why', async () => {
  const response = await probe(learner.auth);
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ message: ROLE_REQUIRED });
});

it('lets staff in at once, with the same token, and shuts them out again when revoked', async () => {
  await setRole(t.db, learner.user.email, 'staff');
  expect((await probe(learner.auth)).statusCode).toBe(200);
  await setRole(t.db, learner.user.email, 'learner');
  expect((await probe(learner.auth)).statusCode).toBe(403);
});

it('treats a disabled account as signed out', async () => {
  const admin = await signUpAndIn(t);
  await setRole(t.db, admin.user.email, 'admin');
  expect((await probe(admin.auth)).statusCode).toBe(200);
  await t.db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [admin.user.id]);
  const response = await probe(admin.auth);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ message: SESSION_EXPIRED });
});
