import type { RouteOptions } from 'fastify';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '@contract/messages/common';
import { createTestApp, type TestContext } from '../helpers/testApp';
import { signInAs } from '../helpers/staff';
import type { SignedIn } from '../helpers/users';

// Every route under /api/admin, taken from the app's own route table: signed out is 401, a learner
// is 403, and the admin-only routes refuse staff too. A route added later is walked without a change
// here.

const routes: { method: string; url: string }[] = [];
let t: TestContext;
let learner: SignedIn;
let staff: SignedIn;
let admin: SignedIn;
let evaluator: SignedIn;
let senior: SignedIn;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD' && route.url.startsWith('/api/admin'))
            routes.push({ method, url: route.url });
      },
    },
  );
  [learner, staff, admin] = [
    await signInAs(t, 'learner'),
    await signInAs(t, 'staff'),
    await signInAs(t, 'admin'),
  ];
  [evaluator, senior] = [await signInAs(t, 'evaluator'), await signInAs(t, 'senior_evaluator')];
  // The set-up may have to make the migrated and seeded template first, on a busy machine.
}, 60_000);
afterAll(() => t.close());

const ADMIN_ONLY = new Set(['PUT /api/admin/staff/:userId/role', 'POST /api/admin/staff']);
const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

/** A concrete URL for a route pattern: every :param a valid-looking value. */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (name === 'code' ? 'SAMPLE10' : SAMPLE_UUID));

const call = (route: { method: string; url: string }, who?: SignedIn) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers: who?.auth ?? {},
  });

it('finds the console routes in the route table', () => {
  expect(routes.length).toBeGreaterThanOrEqual(35);
  expect(routes).toContainEqual({ method: 'PUT', url: '/api/admin/staff/:userId/role' });
});

it('answers 401 to a signed-out call on every console route', async () => {
  for (const route of routes) {
    const response = await call(route);
    expect({ route, status: response.statusCode, body: response.json() }).toEqual({
      route,
      status: 401,
      body: { message: SIGN_IN_REQUIRED },
    });
  }
});

it("answers 403 to a learner's call on every console route", async () => {
  for (const route of routes) {
    const response = await call(route, learner);
    expect({ route, status: response.statusCode, body: response.json() }).toEqual({
      route,
      status: 403,
      body: { message: ROLE_REQUIRED },
    });
  }
});

it("answers 403 to evaluators on every console route: never a learner's account, orders or name", async () => {
  for (const route of routes)
    for (const who of [evaluator, senior]) {
      const response = await call(route, who);
      expect({ route, status: response.statusCode, body: response.json() }).toEqual({
        route,
        status: 403,
        body: { message: ROLE_REQUIRED },
      });
    }
});

it('answers 403 to staff on the admin-only routes, and lets an admin past the role check', async () => {
  for (const route of routes.filter((r) => ADMIN_ONLY.has(`${r.method} ${r.url}`))) {
    const byStaff = await t.app.inject({
      method: route.method as 'PUT',
      url: concrete(route.url),
      headers: staff.auth,
      payload: { role: 'staff', email: 'nobody@example.com' },
    });
    expect(byStaff.statusCode).toBe(403);
    const byAdmin = await t.app.inject({
      method: route.method as 'PUT',
      url: concrete(route.url),
      headers: admin.auth,
      payload: { role: 'staff', email: 'nobody@example.com' },
    });
    expect(byAdmin.statusCode).toBe(404);
  }
});
