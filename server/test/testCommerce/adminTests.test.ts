import type {
  AdminAttempt,
  AdminTestsResponse,
  TestCatalogueResponse,
  TestResponse,
} from '@contract/examTypes';
import { createTestApp, type TestContext } from '../helpers/testApp';
import { createOrder, payOrder } from '../helpers/shop';
import { adminCall, auditOf, signInAs } from '../helpers/staff';
import {
  entitlementsOf,
  fillCartWithTests,
  fixtureForm,
  putOnSale,
  startAttempt,
  testBySlug,
} from '../helpers/testProducts';
import { signUpAndIn } from '../helpers/users';

interface AttemptsPage {
  rows: AdminAttempt[];
  total: number;
}

let t: TestContext;
let staff: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp();
  staff = adminCall(t, await signInAs(t, 'staff'));
});
afterAll(() => t.close());

const MASTERY = 'english-mastery';
const PRO = 'english-mastery-pro';

const adminTest = async (slug: string) =>
  (await staff.get('/tests')).json<AdminTestsResponse>().tests.find((test) => test.slug === slug)!;

describe('the console’s tests', () => {
  it('lists the three tests with price, sale, sales and form versions; a learner gets 403', async () => {
    const test = await testBySlug(t, PRO);
    await fixtureForm(t, test.id);
    const response = await staff.get('/tests');
    expect(response.statusCode).toBe(200);
    const { tests } = response.json<AdminTestsResponse>();
    expect(tests.map((row) => [row.slug, row.name, row.price, row.onSale, row.sold])).toEqual([
      ['ielts-practice', 'IELTS Practice Test', 499, false, 0],
      ['english-mastery', 'English Mastery Assessment', 499, false, 0],
      ['english-mastery-pro', 'English Mastery Assessment Pro', 499, false, 0],
    ]);
    expect(tests[2]!.forms[0]).toMatchObject({
      formId: 'fixture-a',
      active: false,
      attempts: 0,
      questionCount: 0,
    });
    const learner = adminCall(t, await signUpAndIn(t));
    expect((await learner.get('/tests')).statusCode).toBe(403);
    expect((await adminCall(t, undefined).get('/tests')).statusCode).toBe(401);
  });

  it('puts a test on sale at a price from the version read (audited); a stale version is 409', async () => {
    const before = await adminTest(MASTERY);
    const saved = await staff.put(`/tests/${before.id}`, {
      onSale: true,
      price: 599,
      version: before.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TestResponse>()).toMatchObject({
      message: 'The test is on sale: learners can buy it on the tests page now.',
      test: { onSale: true, price: 599, version: before.version + 1 },
    });
    const catalogue = (await t.app.inject({ method: 'GET', url: '/api/tests' }))
      .json<TestCatalogueResponse>()
      .tests.find((test) => test.slug === MASTERY);
    expect(catalogue).toMatchObject({ onSale: true, price: 599 });
    expect(await auditOf(t, 'test', before.id)).toEqual([
      expect.objectContaining({
        action: 'test.update',
        before: { onSale: false, price: 499 },
        after: { onSale: true, price: 599 },
      }),
    ]);

    const stale = await staff.put(`/tests/${before.id}`, {
      onSale: false,
      price: 499,
      version: before.version,
    });
    expect([stale.statusCode, stale.json().message]).toEqual([
      409,
      'This test was changed by someone else while you were editing. Reload to see their changes.',
    ]);
    const off = await staff.put(`/tests/${before.id}`, {
      onSale: false,
      price: 599,
      version: before.version + 1,
    });
    expect(off.json<TestResponse>().message).toBe(
      'The test is off sale: the tests page says it will be available soon; learners who bought it keep it.',
    );
  });

  it.each([0, 500_001, 12.5])('refuses a price of %p with 400, nothing changed', async (price) => {
    const before = await adminTest(PRO);
    const refused = await staff.put(`/tests/${before.id}`, {
      onSale: true,
      price,
      version: before.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(await adminTest(PRO)).toMatchObject({ price: before.price, onSale: false });
  });

  it('404 for an unknown test', async () => {
    const missing = await staff.put('/tests/00000000-0000-4000-8000-000000000000', {
      onSale: true,
      price: 499,
      version: 1,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('bought tests and extra time', () => {
  it('finds a learner’s bought test by name, email or candidate number', async () => {
    await putOnSale(t, PRO);
    const me = await signUpAndIn(t);
    await t.db.query(`UPDATE users SET name = 'Meenakshi Raghunathan' WHERE id = $1`, [me.user.id]);
    await fillCartWithTests(t, me, [PRO]);
    await payOrder(t, me, await createOrder(t, me));
    const [bought] = await entitlementsOf(t, me);

    const byName = (await staff.get('/attempts?q=raghunath')).json<AttemptsPage>();
    expect(byName.rows).toEqual([
      expect.objectContaining({
        entitlementId: bought!.id,
        attemptId: null,
        learnerName: 'Meenakshi Raghunathan',
        learnerEmail: me.user.email,
        testName: 'English Mastery Assessment Pro',
        candidateNumber: null,
        status: 'not_started',
        startedAt: null,
        extraTimePercent: 0,
      }),
    ]);
    const { candidateNumber } = await startAttempt(t, bought!.id);
    const byNumber = (await staff.get(`/attempts?q=${candidateNumber}`)).json<AttemptsPage>();
    expect(byNumber.rows.map((row) => [row.candidateNumber, row.status])).toEqual([
      [candidateNumber, 'in_progress'],
    ]);
    const byEmail = (
      await staff.get(`/attempts?q=${encodeURIComponent(me.user.email)}`)
    ).json<AttemptsPage>();
    expect(byEmail.total).toBe(1);
  });

  it('before the attempt: any extra time; during it: the open section’s deadline and later sections grow, never shrink', async () => {
    await putOnSale(t, PRO);
    const me = await signUpAndIn(t);
    await fillCartWithTests(t, me, [PRO]);
    await payOrder(t, me, await createOrder(t, me));
    const [bought] = await entitlementsOf(t, me);
    const grant = (percent: number, reason = 'Dyslexia: access arrangement') =>
      staff.put(`/attempts/${bought!.id}/extra-time`, { percent, reason });

    const before = await grant(25);
    expect(before.json()).toMatchObject({
      message: 'The extra time is granted.',
      attempt: { extraTimePercent: 25 },
    });
    const { id: attemptId } = await startAttempt(t, bought!.id);
    const sections = async () =>
      (
        await t.db.query<{ section_id: string; duration_seconds: number; deadline: number | null }>(
          `SELECT section_id, duration_seconds,
             extract(epoch FROM deadline_at - started_at)::int AS deadline
           FROM exam_attempt_sections WHERE attempt_id = $1 ORDER BY position`,
          [attemptId],
        )
      ).rows;
    expect(await sections()).toEqual([
      { section_id: 'listening', duration_seconds: 2250, deadline: 2250 },
      { section_id: 'reading', duration_seconds: 4500, deadline: null },
    ]);

    const more = await grant(50);
    expect(more.statusCode).toBe(200);
    expect(await sections()).toEqual([
      { section_id: 'listening', duration_seconds: 2700, deadline: 2700 },
      { section_id: 'reading', duration_seconds: 5400, deadline: null },
    ]);
    expect(await auditOf(t, 'test_entitlement', bought!.id)).toEqual([
      expect.objectContaining({
        action: 'attempt.extra-time',
        before: { extraTimePercent: 25 },
        after: { extraTimePercent: 50, reason: 'Dyslexia: access arrangement' },
      }),
      expect.objectContaining({ action: 'attempt.extra-time' }),
    ]);

    const less = await grant(25);
    expect([less.statusCode, less.json().message]).toEqual([
      409,
      'Extra time cannot be reduced once the attempt has started; it can only be increased.',
    ]);
    const same = await grant(50);
    expect(same.json().message).toBe('The candidate already has this extra time.');

    await t.db.query(`UPDATE exam_attempts SET status = 'submitted' WHERE id = $1`, [attemptId]);
    const ended = await grant(50);
    expect([ended.statusCode, ended.json().message]).toEqual([
      409,
      'This test has been handed in (or ended): there is no time left to extend.',
    ]);
  });

  it('refuses a percentage other than 0, 25 or 50, a missing reason, and an unknown bought test', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(
      (await staff.put(`/attempts/${id}/extra-time`, { percent: 30, reason: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await staff.put(`/attempts/${id}/extra-time`, { percent: 25, reason: '' })).statusCode,
    ).toBe(400);
    const unknown = await staff.put(`/attempts/${id}/extra-time`, { percent: 25, reason: 'x' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      'We could not find this bought test.',
    ]);
  });
});
