import * as m from '@contract/messages/adminTests';
import type {
  AdminAttempt,
  AdminAttemptsQuery,
  AdminTest,
  AdminTestsResponse,
  ExtraTimeRequest,
  TestResponse,
  UpdateTestRequest,
} from '@contract/examTypes';
import type { Db, Queryable } from '../../db';
import { conflict, notFound } from '../../lib/httpError';
import {
  findAdminAttempt,
  listAttempts,
  setExtraTime,
  testFormRows,
  testSales,
} from '../../repositories/adminTests';
import {
  allTestProducts,
  findTestProduct,
  updateTestProduct,
  type TestProductRow,
} from '../../repositories/testProducts';
import { audit, type StaffActor } from './staffActor';

// The console's Tests page: each test on sale or off, its price, sales and form versions; and the
// bought tests with their attempts, where staff grant extra time.

async function adminTests(db: Queryable, rows: TestProductRow[]): Promise<AdminTest[]> {
  const sales = await testSales(db);
  const forms = await testFormRows(db);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: row.price,
    onSale: row.on_sale,
    sold: sales.get(row.id) ?? 0,
    forms: forms
      .filter((form) => form.testId === row.id)
      .map(({ testId: _testId, ...form }) => form),
    version: row.version,
  }));
}

export async function adminTestList(db: Queryable): Promise<AdminTestsResponse> {
  return { tests: await adminTests(db, await allTestProducts(db)) };
}

/** One test as the console shows it (after a change). */
export async function adminTest(db: Queryable, testId: string): Promise<AdminTest> {
  const row = await findTestProduct(db, testId);
  if (!row) throw notFound(m.ADMIN_TEST_NOT_FOUND);
  return (await adminTests(db, [row]))[0]!;
}

const saleFacts = (row: Pick<TestProductRow, 'on_sale' | 'price'>) => ({
  onSale: row.on_sale,
  price: row.price,
});

/**
 * Puts a test on sale or off and sets its price, from the version the editor started with (409
 * when someone changed it meanwhile); audited. A learner's cart or order keeps working from the
 * price it was made at; a test off sale leaves the carts it is in at the next order.
 */
export async function updateTest(
  db: Db,
  actor: StaffActor,
  testId: string,
  body: UpdateTestRequest,
): Promise<TestResponse> {
  const message = await db.transaction(async (tx) => {
    const before = await findTestProduct(tx, testId, true);
    if (!before) throw notFound(m.ADMIN_TEST_NOT_FOUND);
    if (before.version !== body.version) throw conflict(m.TEST_STALE);
    await updateTestProduct(tx, testId, body.version, body);
    await audit(tx, actor, 'test.update', { kind: 'test', id: testId }, saleFacts(before), {
      onSale: body.onSale,
      price: body.price,
    });
    if (body.onSale === before.on_sale) return m.TEST_SAVED;
    return body.onSale ? m.TEST_PUT_ON_SALE : m.TEST_TAKEN_OFF_SALE;
  });
  return { message, test: await adminTest(db, testId) };
}

export const adminAttemptList = (db: Queryable, query: AdminAttemptsQuery) =>
  listAttempts(db, query);

/** Statuses after which nothing is timed any more. */
const HANDED_IN = new Set(['submitted', 'awaiting_evaluation', 'results_ready']);

/**
 * Grants a candidate extra time (an access arrangement: 25 % or 50 %) with a reason, audited.
 * Before the attempt any value may be set; during it the time may only grow, and the running and
 * later sections get it at once; after it is handed in, or once refunded, there is nothing to time.
 */
export async function grantExtraTime(
  db: Db,
  actor: StaffActor,
  entitlementId: string,
  body: ExtraTimeRequest,
): Promise<{ message: string; attempt: AdminAttempt }> {
  const message = await db.transaction(async (tx) => {
    const found = await findAdminAttempt(tx, entitlementId, true);
    if (!found) throw notFound(m.ENTITLEMENT_NOT_FOUND);
    const { attempt, revoked, attemptStatus } = found;
    if (revoked) throw conflict(m.EXTRA_TIME_REFUNDED);
    if (attemptStatus && HANDED_IN.has(attemptStatus)) throw conflict(m.EXTRA_TIME_ENDED);
    if (body.percent === attempt.extraTimePercent) return m.EXTRA_TIME_UNCHANGED;
    if (attemptStatus && body.percent < attempt.extraTimePercent)
      throw conflict(m.EXTRA_TIME_NOT_LESS);
    await setExtraTime(tx, entitlementId, body.percent);
    await audit(
      tx,
      actor,
      'attempt.extra-time',
      { kind: 'test_entitlement', id: entitlementId },
      { extraTimePercent: attempt.extraTimePercent },
      { extraTimePercent: body.percent, reason: body.reason.trim() },
    );
    return m.EXTRA_TIME_SAVED;
  });
  return { message, attempt: (await findAdminAttempt(db, entitlementId))!.attempt };
}
