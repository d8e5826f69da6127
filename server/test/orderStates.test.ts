import type { Order, OrderHistoryResponse, OrderResponse } from '@contract/types';
import { createTestApp, type TestContext } from './helpers/testApp';
import { buy, courseBySlug } from './helpers/shop';
import { signUpAndIn, type SignedIn } from './helpers/users';

// An order reads the same in the list, on its page and on its invoice: a refund under way is not
// "Paid", the payment that paid a refunded order is not "Paid", and the payment's reference is the
// one the invoice prints.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COURSE = 'ielts-academic-complete';

const history = async (who: SignedIn) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/orders', headers: who.auth })
  ).json<OrderHistoryResponse>().orders;
const orderOf = async (who: SignedIn, id: string): Promise<Order> =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.auth })
  ).json<OrderResponse>().order;
const askRefund = (who: SignedIn, orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refund`,
    headers: who.auth,
    payload: { reason: 'Not for me.' },
  });

/** The learner has watched the whole course, so a refund waits for staff. */
async function watchAll(who: SignedIn, slug: string) {
  const course = await courseBySlug(t, slug);
  await t.db.query(
    `INSERT INTO lesson_progress (user_id, lesson_id, course_id, position_seconds, watched_seconds)
     SELECT $1, id, course_id, duration_seconds, duration_seconds FROM lessons WHERE course_id = $2`,
    [who.user.id, course.id],
  );
}

it('the order list carries where its refund stands: none, then requested', async () => {
  const me = await signUpAndIn(t);
  const orderId = await buy(t, me, [COURSE]);
  expect((await history(me))[0]).toMatchObject({
    _id: orderId,
    status: 'paid',
    refundStatus: null,
  });

  await watchAll(me, COURSE);
  expect((await askRefund(me, orderId)).statusCode).toBe(200);
  expect((await history(me))[0]).toMatchObject({
    _id: orderId,
    status: 'paid',
    refundStatus: 'requested',
  });
});

it('a refunded order: the list says refunded, its payment row too, under the invoice reference', async () => {
  const me = await signUpAndIn(t);
  const orderId = await buy(t, me, [COURSE]);
  const before = await orderOf(me, orderId);
  const paid = before.paymentAttempts.find((attempt) => attempt.paymentId);
  expect(paid).toMatchObject({ status: 'paid', paymentId: expect.stringMatching(/^pay_test_/) });
  const invoice = await t.db.query<{ payment_reference: string }>(
    'SELECT payment_reference FROM invoices WHERE order_id = $1',
    [orderId],
  );
  expect(invoice.rows[0]!.payment_reference).toBe(paid!.paymentId);

  expect((await askRefund(me, orderId)).statusCode).toBe(200);
  const after = await orderOf(me, orderId);
  expect(after.status).toBe('refunded');
  expect(after.paymentAttempts.find((attempt) => attempt.paymentId)).toMatchObject({
    status: 'refunded',
    paymentId: paid!.paymentId,
  });
  expect((await history(me))[0]).toMatchObject({ status: 'refunded', refundStatus: 'refunded' });
});
