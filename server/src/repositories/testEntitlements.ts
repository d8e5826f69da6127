import type { Queryable } from '../db';

// Bought tests (test_entitlements): one attempt each, to be started before `expires_at`, ended by
// a refund (`revoked_at`) only before the attempt starts.

/** A bought test still to be taken: not refunded, not expired, its attempt not started. */
const UNTAKEN = `e.revoked_at IS NULL AND e.expires_at > now()
  AND NOT EXISTS (SELECT 1 FROM exam_attempts a WHERE a.entitlement_id = e.id)`;

/** True when the learner holds this test untaken (one attempt at a time per test). */
export async function holdsUntakenTest(
  db: Queryable,
  userId: string,
  testId: string,
): Promise<boolean> {
  const held = await db.query(
    `SELECT 1 FROM test_entitlements e WHERE e.user_id = $1 AND e.test_id = $2 AND ${UNTAKEN}`,
    [userId, testId],
  );
  return held.rowCount > 0;
}

/** The names of the order's tests its learner already holds untaken from another order. */
export async function untakenTestsOfOrder(
  db: Queryable,
  order: { id: string; user_id: string },
): Promise<string[]> {
  const result = await db.query<{ title: string }>(
    `SELECT i.title FROM order_items i
     JOIN test_entitlements e ON e.test_id = i.test_id AND e.user_id = $2 AND e.order_id <> i.order_id
     WHERE i.order_id = $1 AND ${UNTAKEN} ORDER BY i.position`,
    [order.id, order.user_id],
  );
  return result.rows.map((row) => row.title);
}

/** What the learner paid for one test of an order. */
export interface PaidTest {
  testId: string;
  price: number;
}

/**
 * One bought test per test line of a paid order, valid `validityDays` from the order's payment.
 * The (order, test) pair is unique, so a second confirmation of the same payment adds nothing.
 */
export async function grantTests(
  db: Queryable,
  order: { id: string; user_id: string },
  tests: readonly PaidTest[],
  validityDays: number,
): Promise<void> {
  for (const test of tests)
    await db.query(
      `INSERT INTO test_entitlements (user_id, test_id, order_id, price, purchased_at, expires_at)
       SELECT $1, $2, o.id, $4, o.paid_at, o.paid_at + make_interval(days => $5)
       FROM orders o WHERE o.id = $3 AND o.paid_at IS NOT NULL
       ON CONFLICT (order_id, test_id) DO NOTHING`,
      [order.user_id, test.testId, order.id, test.price, validityDays],
    );
}

/** Ends the bought tests of these order lines (a refund). */
export async function revokeTests(
  db: Queryable,
  orderId: string,
  testIds: readonly string[],
): Promise<void> {
  if (testIds.length === 0) return;
  await db.query(
    `UPDATE test_entitlements SET revoked_at = now()
     WHERE order_id = $1 AND test_id = ANY($2::uuid[]) AND revoked_at IS NULL`,
    [orderId, testIds],
  );
}

/** Gives back the bought tests a failed refund had ended. */
export async function restoreTests(
  db: Queryable,
  orderId: string,
  testIds: readonly string[],
): Promise<void> {
  if (testIds.length === 0) return;
  await db.query(
    `UPDATE test_entitlements SET revoked_at = NULL WHERE order_id = $1 AND test_id = ANY($2::uuid[])`,
    [orderId, testIds],
  );
}

/** The order's tests whose attempt has started (they can no longer be refunded). */
export async function startedTestsOfOrder(db: Queryable, orderId: string): Promise<Set<string>> {
  const result = await db.query<{ test_id: string }>(
    `SELECT e.test_id FROM test_entitlements e
     WHERE e.order_id = $1 AND EXISTS (SELECT 1 FROM exam_attempts a WHERE a.entitlement_id = e.id)`,
    [orderId],
  );
  return new Set(result.rows.map((row) => row.test_id));
}

/** Locks the order's bought tests until the transaction ends (a refund deciding about them). */
export async function lockOrderTests(db: Queryable, orderId: string): Promise<void> {
  await db.query(`SELECT id FROM test_entitlements WHERE order_id = $1 FOR UPDATE`, [orderId]);
}
