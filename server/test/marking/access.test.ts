import type { RouteOptions } from 'fastify';
import type { MarkingOverview } from '@contract/examTypes';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '@contract/messages/common';
import { consoleAreas, ROLES } from '@contract/roles';
import { COMMAND_LINE_ACTOR } from '../../src/repositories/roleChanges';
import { describeRoleChange, setRole } from '../../src/services/accounts/roles';
import {
  marking,
  markingWorld,
  readyForMarking,
  waitingTask,
  type MarkingWorld,
} from '../helpers/marking';
import { auditOf, signInAs } from '../helpers/staff';
import type { SignedIn } from '../helpers/users';
import { signUpAndIn } from '../helpers/users';

// Who reaches the marking area: evaluators, senior evaluators and admins; nobody else, and
// evaluators nothing of a learner's account, orders or name. Roles come from the command line
// (grant-role), each change in the audit log.

// Each test builds a world of signed-in people (or runs audio tools): slow on a busy machine.
jest.setTimeout(60_000);

const routes: { method: string; url: string }[] = [];
let world: MarkingWorld;
let staff: SignedIn;
beforeAll(async () => {
  world = await markingWorld(
    {},
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD' && route.url.startsWith('/api/marking'))
            routes.push({ method, url: route.url });
      },
    },
  );
  staff = await signInAs(world.t, 'staff');
});
afterAll(() => world.t.close());

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';
const call = (route: { method: string; url: string }, who?: SignedIn) =>
  world.t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:(\w+)/g, SAMPLE_UUID),
    headers: who?.auth ?? {},
  });

it('finds the marking routes in the route table', () => {
  expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
    'GET /api/marking/overview',
    'GET /api/marking/queue',
    'GET /api/marking/tasks/:taskId',
    'POST /api/marking/tasks/:taskId/claim',
    'POST /api/marking/tasks/:taskId/mark',
    'POST /api/marking/tasks/:taskId/release',
    'PUT /api/marking/tasks/:taskId/draft',
  ]);
});

it('answers 401 signed out and 403 to learners and staff on every marking route', async () => {
  for (const route of routes) {
    expect({ route, body: (await call(route)).json() }).toEqual({
      route,
      body: { message: SIGN_IN_REQUIRED },
    });
    for (const who of [world.learner, staff]) {
      const response = await call(route, who);
      expect({ route, status: response.statusCode, body: response.json() }).toEqual({
        route,
        status: 403,
        body: { message: ROLE_REQUIRED },
      });
    }
  }
});

it('keeps the overview for admins', async () => {
  for (const who of [world.first, world.senior]) {
    const response = await marking(world.t, who).overview();
    expect(response.statusCode).toBe(403);
  }
  const response = await marking(world.t, world.admin).overview();
  expect(response.statusCode).toBe(200);
  expect(response.json<MarkingOverview>().queue).toEqual(
    expect.objectContaining({ waiting: expect.any(Number) }),
  );
});

it("never lets an evaluator open a learner's account, orders or name", async () => {
  const { attemptId } = await readyForMarking(world);
  const order = await world.t.db.query<{ order_id: string }>(
    `SELECT e.order_id FROM exam_attempts a JOIN test_entitlements e ON e.id = a.entitlement_id
     WHERE a.id = $1`,
    [attemptId],
  );
  const learnerId = world.learner.user.id;
  for (const [method, url, status] of [
    ['GET', `/api/admin/learners/${learnerId}`, 403],
    ['GET', `/api/admin/learners?q=Ananya`, 403],
    ['GET', `/api/admin/orders`, 403],
    ['GET', `/api/admin/orders/${order.rows[0]!.order_id}`, 403],
    ['PUT', `/api/users/${learnerId}`, 403],
    // Another's order: refused (the orders' own rule answers before any ownership check).
    ['GET', `/api/orders/${order.rows[0]!.order_id}`, 403],
    ['GET', `/api/exam/attempts/${attemptId}/result`, 404],
    ['GET', `/api/exam/attempts/${attemptId}/report.pdf`, 404],
  ] as const) {
    const response = await world.t.app.inject({
      method,
      url,
      headers: world.first.auth,
      ...(method === 'PUT' ? { payload: { name: 'Changed' } } : {}),
    });
    expect({ url, status: response.statusCode }).toEqual({ url, status });
    expect(response.body).not.toContain('Ananya');
  }
  const taskId = await waitingTask(world.t, attemptId, 'writing');
  expect((await marking(world.t, world.first).task(taskId)).statusCode).toBe(200);
});

describe('roles', () => {
  it('are the five the console knows; evaluators open the marking area only', () => {
    expect(ROLES).toEqual(['learner', 'staff', 'admin', 'evaluator', 'senior_evaluator']);
    expect(consoleAreas('evaluator')).toEqual(['marking']);
    expect(consoleAreas('senior_evaluator')).toEqual(['marking']);
    expect(consoleAreas('staff')).toEqual(['staff']);
    expect(consoleAreas('admin')).toEqual(['staff', 'marking', 'marking-overview']);
    expect(consoleAreas('learner')).toEqual([]);
  });

  it('grant-role gives evaluator roles at once and writes each change to the audit log', async () => {
    const who = await signUpAndIn(world.t);
    const change = await setRole(world.t.db, who.user.email.toUpperCase(), 'evaluator');
    expect(describeRoleChange(change)).toContain(`${who.user.email} now has the role evaluator`);
    expect((await marking(world.t, who).queue()).statusCode).toBe(200);
    expect(await setRole(world.t.db, who.user.email, 'evaluator')).toMatchObject({
      outcome: 'unchanged',
    });
    await setRole(world.t.db, who.user.email, 'senior_evaluator');
    await setRole(world.t.db, who.user.email, 'learner');
    expect((await marking(world.t, who).queue()).statusCode).toBe(403);
    const entries = await auditOf(world.t, 'user', who.user.id);
    expect(entries).toEqual([
      {
        action: 'user.role',
        before: { role: 'senior_evaluator' },
        after: { role: 'learner' },
        actor_email: COMMAND_LINE_ACTOR.email,
      },
      {
        action: 'user.role',
        before: { role: 'evaluator' },
        after: { role: 'senior_evaluator' },
        actor_email: COMMAND_LINE_ACTOR.email,
      },
      {
        action: 'user.role',
        before: { role: 'learner' },
        after: { role: 'evaluator' },
        actor_email: COMMAND_LINE_ACTOR.email,
      },
    ]);
  });
});
