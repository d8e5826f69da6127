import type {
  AdminOrderResponse,
  AdminRefundDecisionResponse,
  Order,
  OrderMutationResponse,
  OrderResponse,
  PurchasedCoursesResponse,
} from '@contract/types';
import { createTestApp, type TestContext } from '../helpers/testApp';
import { courseBySlug, createOrder, fillCart, payOrder } from '../helpers/shop';
import { adminCall, auditOf, signInAs } from '../helpers/staff';
import {
  entitlementsOf,
  fillCartWithTests,
  putOnSale,
  startAttempt,
  testBySlug,
} from '../helpers/testProducts';
import { signUpAndIn, type SignedIn } from '../helpers/users';

let t: TestContext;
let staff: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp();
  staff = adminCall(t, await signInAs(t, 'staff'));
  await putOnSale(t, 'ielts-practice');
  await putOnSale(t, 'english-mastery');
});
afterAll(() => t.close());

const COURSE = 'spoken-english-beginners';
const IELTS = 'ielts-practice';

const askRefund = (who: SignedIn, orderId: string, productIds?: string[], reason = 'Not for me.') =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refund`,
    headers: who.auth,
    payload: { reason, ...(productIds && { productIds }) },
  });
const getOrder = async (who: SignedIn, id: string): Promise<Order> =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.auth })
  ).json<OrderResponse>().order;
const ownedCourses = async (who: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/orders/purchased-course', headers: who.auth }))
    .json<PurchasedCoursesResponse>()
    .courses.map((course) => course.courseId);

/** A learner who bought a course and the IELTS test in one order. */
async function mixedOrder() {
  const me = await signUpAndIn(t);
  await fillCart(t, me, [COURSE]);
  await fillCartWithTests(t, me, [IELTS]);
  const orderId = await createOrder(t, me);
  await payOrder(t, me, orderId);
  return {
    me,
    orderId,
    course: await courseBySlug(t, COURSE),
    test: await testBySlug(t, IELTS),
  };
}

describe('refunding a test before its attempt starts', () => {
  it('refunds the test alone: its bought test ends, a credit note for its line only, the course stays', async () => {
    const { me, orderId, course, test } = await mixedOrder();
    const before = await getOrder(me, orderId);
    expect(before.refundEligibility.items).toEqual([
      expect.objectContaining({ productId: course.id, canRequest: true, automatic: true }),
      expect.objectContaining({ productId: test.id, canRequest: true, automatic: true }),
    ]);

    const answer = await askRefund(me, orderId, [test.id]);
    expect(answer.statusCode).toBe(200);
    const { message, order } = answer.json<OrderMutationResponse>();
    expect(message).toBe('IELTS Practice Test has been refunded.');
    expect(order.status).toBe('paid');
    expect(order.items.map((item) => item.refundStatus)).toEqual([null, 'refunded']);
    expect(order.refund).toMatchObject({
      status: 'refunded',
      items: [{ productId: test.id, model: 'Test', title: 'IELTS Practice Test' }],
      creditNote: { number: expect.stringMatching(/^TEST-VACN\//) },
    });
    const [entitlement] = await entitlementsOf(t, me);
    expect(entitlement!.revoked_at).not.toBeNull();
    expect(await ownedCourses(me)).toEqual([course.id]);

    const note = await t.db.query<{
      lines: { description: string; sac: string; amountPaise: number }[];
      total_paise: number;
    }>(
      `SELECT c.lines, c.total_paise FROM credit_notes c JOIN refunds r ON r.id = c.refund_id
       WHERE r.order_id = $1`,
      [orderId],
    );
    expect(note.rows).toEqual([
      {
        lines: [expect.objectContaining({ description: 'IELTS Practice Test', sac: '999294' })],
        total_paise: 49900,
      },
    ]);
    expect(order.refund!.amountPaise).toBe(49900);

    // The course may still be refunded; the test not again.
    expect(order.refundEligibility).toMatchObject({
      canRequest: true,
      items: [
        { productId: course.id, canRequest: true },
        {
          productId: test.id,
          canRequest: false,
          message: 'IELTS Practice Test has been refunded.',
        },
      ],
    });
    const again = await askRefund(me, orderId, [test.id]);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'A refund has already been asked for IELTS Practice Test.',
    ]);

    // The rest of the order: the order is refunded once every line is.
    const rest = await askRefund(me, orderId);
    expect(rest.json<OrderMutationResponse>()).toMatchObject({
      message: 'Your order has been refunded.',
      order: { status: 'refunded', refundEligibility: { canRequest: false } },
    });
    expect(await ownedCourses(me)).toEqual([]);
    const notes = await t.db.query(
      `SELECT 1 FROM credit_notes c JOIN refunds r ON r.id = c.refund_id WHERE r.order_id = $1`,
      [orderId],
    );
    expect(notes.rowCount).toBe(2);
  });

  it('refuses a product the order does not have with 400', async () => {
    const { me, orderId } = await mixedOrder();
    const answer = await askRefund(me, orderId, ['00000000-0000-4000-8000-000000000000']);
    expect([answer.statusCode, answer.json().message]).toEqual([
      400,
      'This order has no such course or test to refund.',
    ]);
  });
});

describe('a test whose attempt has started', () => {
  it('is refused, naming the test, while the course of the same order can still be refunded', async () => {
    const { me, orderId, course, test } = await mixedOrder();
    const [entitlement] = await entitlementsOf(t, me);
    await startAttempt(t, entitlement!.id);

    const whole = await askRefund(me, orderId);
    expect([whole.statusCode, whole.json().message]).toEqual([
      409,
      'IELTS Practice Test cannot be refunded: its attempt has started.',
    ]);
    const named = await askRefund(me, orderId, [test.id]);
    expect(named.json().message).toBe(
      'IELTS Practice Test cannot be refunded: its attempt has started.',
    );
    const order = await getOrder(me, orderId);
    expect(order.refundEligibility.items).toEqual([
      expect.objectContaining({ productId: course.id, canRequest: true }),
      expect.objectContaining({
        productId: test.id,
        canRequest: false,
        message: 'IELTS Practice Test cannot be refunded: its attempt has started.',
      }),
    ]);
    expect((await entitlementsOf(t, me))[0]!.revoked_at).toBeNull();

    // Staff see why on the order: the test's attempt has started, the course is unwatched.
    const seen = (await staff.get(`/orders/${orderId}`)).json<AdminOrderResponse>();
    expect(seen.usage).toEqual([
      { productId: course.id, model: 'Course', watchedPercent: 0, attemptStarted: null },
      { productId: test.id, model: 'Test', watchedPercent: null, attemptStarted: true },
    ]);

    const courseOnly = await askRefund(me, orderId, [course.id]);
    expect(courseOnly.json<OrderMutationResponse>()).toMatchObject({
      message: `${order.items[0]!.title} has been refunded.`,
      order: { status: 'paid' },
    });
    expect((await entitlementsOf(t, me))[0]!.revoked_at).toBeNull();
  });
});

describe('a refund that waits for staff (a course much watched beside a test)', () => {
  it('names the course; the test cannot start meanwhile; turned down, the test is given back', async () => {
    const { me, orderId, course, test } = await mixedOrder();
    await t.db.query(
      `INSERT INTO lesson_progress (user_id, lesson_id, course_id, position_seconds, watched_seconds)
       SELECT $1, id, course_id, duration_seconds, duration_seconds FROM lessons WHERE course_id = $2`,
      [me.user.id, course.id],
    );
    const order = await getOrder(me, orderId);
    const title = order.items[0]!.title;
    expect(order.refundEligibility.message).toMatch(
      new RegExp(`Because much of ${title} has been watched, our team will review the request\\.$`),
    );
    expect(order.refundEligibility.items[1]).toMatchObject({ productId: test.id, automatic: true });

    const asked = await askRefund(me, orderId);
    expect(asked.json<OrderMutationResponse>().message).toBe(
      'Your refund request has been received. Our team will review it within 2 business days.',
    );
    // Asked for: the bought test has ended at once, so its attempt cannot start while staff decide.
    expect((await entitlementsOf(t, me))[0]!.revoked_at).not.toBeNull();
    const seen = (await staff.get(`/orders/${orderId}`)).json<AdminOrderResponse>();
    expect(seen.usage[0]).toEqual({
      productId: course.id,
      model: 'Course',
      watchedPercent: 100,
      attemptStarted: null,
    });

    const refundId = seen.order.refund!.id;
    const rejected = await staff.post(`/refunds/${refundId}/reject`, { note: 'Fully watched.' });
    expect(rejected.json<AdminRefundDecisionResponse>().refund).toMatchObject({
      status: 'rejected',
      items: [
        { productId: course.id, model: 'Course' },
        { productId: test.id, model: 'Test' },
      ],
    });
    expect((await entitlementsOf(t, me))[0]!.revoked_at).toBeNull();
    expect(await auditOf(t, 'refund', refundId)).toEqual([
      expect.objectContaining({ action: 'refund.reject' }),
    ]);
    // Free to be asked for again: the test alone is refunded at once.
    const testOnly = await askRefund(me, orderId, [test.id]);
    expect(testOnly.json<OrderMutationResponse>().message).toBe(
      'IELTS Practice Test has been refunded.',
    );
  });
});
