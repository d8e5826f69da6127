import type { CartMutationResponse } from '@contract/types';
import type { TestContext } from './testApp';
import type { SignedIn } from './users';

// The academy's tests as products in server tests: seeded off sale, put on sale here by SQL (the
// console's route has tests of its own), and attempts started by SQL where the exam engine's
// routes are not what a test is about.

export interface SeededTestProduct {
  id: string;
  slug: string;
  name: string;
  price: number;
}

export async function testBySlug(t: TestContext, slug: string): Promise<SeededTestProduct> {
  const result = await t.db.query<SeededTestProduct>(
    'SELECT id, slug, name, price FROM test_products WHERE slug = $1',
    [slug],
  );
  if (!result.rows[0]) throw new Error(`No seeded test ${slug}`);
  return result.rows[0];
}

export async function putOnSale(
  t: TestContext,
  slug: string,
  onSale = true,
): Promise<SeededTestProduct> {
  await t.db.query('UPDATE test_products SET on_sale = $2, version = version + 1 WHERE slug = $1', [
    slug,
    onSale,
  ]);
  return testBySlug(t, slug);
}

export async function addTestToCart(t: TestContext, who: SignedIn, testId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: who.auth,
    payload: { productId: testId, model: 'Test', quantity: 1 },
  });
}

/** Puts the tests in the cart (they must be on sale). */
export async function fillCartWithTests(t: TestContext, who: SignedIn, slugs: string[]) {
  for (const slug of slugs) {
    const test = await testBySlug(t, slug);
    const response = await addTestToCart(t, who, test.id);
    if (response.statusCode !== 200) throw new Error(`add test failed: ${response.body}`);
    response.json<CartMutationResponse>();
  }
}

export interface EntitlementRow {
  id: string;
  test_id: string;
  order_id: string;
  price: number;
  purchased_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  extra_time_percent: number;
}

export async function entitlementsOf(t: TestContext, who: SignedIn): Promise<EntitlementRow[]> {
  const result = await t.db.query<EntitlementRow>(
    `SELECT id, test_id, order_id, price, purchased_at, expires_at, revoked_at, extra_time_percent
     FROM test_entitlements WHERE user_id = $1 ORDER BY purchased_at, test_id`,
    [who.user.id],
  );
  return result.rows;
}

/** A small form version of the test (listening 30 min, reading 60 min), not the active one. */
export async function fixtureForm(t: TestContext, testId: string): Promise<string> {
  const content = {
    title: 'Fixture form',
    instructions: ['Answer every question.'],
    sections: [
      { id: 'listening', skill: 'listening', durationSeconds: 1800 },
      { id: 'reading', skill: 'reading', durationSeconds: 3600 },
    ],
  };
  const result = await t.db.query<{ id: string }>(
    `INSERT INTO test_forms (test_id, form_id, version, content, answer_key, scoring, checksum)
     SELECT $1, 'fixture-a', coalesce(max(version), 0) + 1, $2::jsonb, '{}'::jsonb, '{}'::jsonb,
       md5(random()::text)
     FROM test_forms WHERE test_id = $1 RETURNING id`,
    [testId, JSON.stringify(content)],
  );
  return result.rows[0]!.id;
}

/**
 * Starts the attempt of a bought test as the exam engine does: the attempt on the fixture form,
 * its listening section open for 10 minutes now (deadline at its time plus any extra time), its
 * reading section pending. Returns the attempt's id and candidate number.
 */
export async function startAttempt(
  t: TestContext,
  entitlementId: string,
): Promise<{ id: string; candidateNumber: string }> {
  const entitlement = await t.db.query<{ user_id: string; test_id: string; extra: number }>(
    `SELECT user_id, test_id, extra_time_percent AS extra FROM test_entitlements WHERE id = $1`,
    [entitlementId],
  );
  const { user_id: userId, test_id: testId, extra } = entitlement.rows[0]!;
  const formId = await fixtureForm(t, testId);
  const attempt = await t.db.query<{ id: string; candidate_number: string }>(
    `INSERT INTO exam_attempts (entitlement_id, user_id, test_id, form_version_id, mode, started_at)
     VALUES ($1, $2, $3, $4, 'exam', now() - interval '10 minutes')
     RETURNING id, candidate_number`,
    [entitlementId, userId, testId, formId],
  );
  const { id } = attempt.rows[0]!;
  const listening = Math.ceil((1800 * (100 + extra)) / 100);
  const reading = Math.ceil((3600 * (100 + extra)) / 100);
  await t.db.query(
    `INSERT INTO exam_attempt_sections
       (attempt_id, section_id, position, skill, marking, status, duration_seconds, started_at, deadline_at)
     VALUES ($1, 'listening', 0, 'listening', 'objective', 'open', $2::int,
             now() - interval '10 minutes', now() - interval '10 minutes' + make_interval(secs => $2::int)),
            ($1, 'reading', 1, 'reading', 'objective', 'pending', $3::int, NULL, NULL)`,
    [id, listening, reading],
  );
  return { id, candidateNumber: attempt.rows[0]!.candidate_number };
}
