import { DATABASE_UNREACHABLE, NODE_SHUTTING_DOWN } from '@contract/messages/health';
import type { Db } from '../src/db';
import { appOn, createTestApp, type TestContext } from './helpers/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The database as a node sees it while PostgreSQL is down: every query refused, until it is back. */
function flakyDatabase(db: Db) {
  const state = { down: false };
  const refused = () =>
    Promise.reject(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
  const flaky: Db = {
    ...db,
    query: (sql, params) => (state.down ? refused() : db.query(sql, params)),
    transaction: (fn) => (state.down ? refused() : db.transaction(fn)),
    close: async () => undefined,
  };
  return { db: flaky, state };
}

describe('the load balancer’s probes', () => {
  it('names the node on every answer, errors included', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', node: 'test-node' });
    expect(live.headers['x-academy-node']).toBe('test-node');
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-academy-node']).toBe('test-node');
  });

  it('is ready while the database answers, and not ready once the node is stopping', async () => {
    const node = await appOn(t.db);
    expect((await node.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    node.app.readiness.stopping = true;
    const stopping = await node.app.inject({ method: 'GET', url: '/api/ready' });
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toEqual({ message: NODE_SHUTTING_DOWN });
    // Still serving what it is asked meanwhile.
    expect((await node.app.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(200);
    await node.app.close();
  });

  it('reports unready and answers 503 with a message while PostgreSQL is down, and recovers by itself', async () => {
    const { db, state } = flakyDatabase(t.db);
    const node = await appOn(db);
    state.down = true;
    const ready = await node.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: DATABASE_UNREACHABLE });
    const page = await node.app.inject({
      method: 'GET',
      url: '/api/courses/ielts-academic-complete',
    });
    expect(page.statusCode).toBe(503);
    expect(page.json()).toEqual({ message: DATABASE_UNREACHABLE });

    state.down = false;
    expect((await node.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect(
      (await node.app.inject({ method: 'GET', url: '/api/courses/ielts-academic-complete' }))
        .statusCode,
    ).toBe(200);
    await node.app.close();
  });
});
