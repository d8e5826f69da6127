import type { CoursesResponse } from '@contract/types';
import { appOn, createTestApp, type TestContext } from './helpers/testApp';

let t: TestContext;
let other: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  // A second node on the same database (the same process here; its own cache).
  other = await appOn(t.db);
});
afterAll(async () => {
  await other.app.close();
  await t.close();
});

const firstTitle = async (node: TestContext) =>
  (await node.app.inject({ method: 'GET', url: '/api/courses?page=1' })).json<CoursesResponse>()
    .data[0]!.title;

async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`Not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

it('drops every node’s cached catalogue within a second of a change made anywhere', async () => {
  const before = await firstTitle(t);
  expect(await firstTitle(other)).toBe(before);

  // Changed behind both nodes' backs, as a staff tool or a person with psql would.
  await t.db.query(
    `UPDATE courses SET title = title || ' (2027 edition)'
     WHERE id = (SELECT id FROM courses WHERE published_at IS NOT NULL ORDER BY created_at, id LIMIT 1)`,
  );

  const renamed = `${before} (2027 edition)`;
  await eventually(async () => (await firstTitle(t)) === renamed, 1000);
  await eventually(async () => (await firstTitle(other)) === renamed, 1000);
});
