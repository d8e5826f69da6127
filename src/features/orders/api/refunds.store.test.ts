import {
  REFUND_ALREADY_ASKED,
  REFUND_APPROVED,
  REFUND_COMPLETED,
  REFUND_PROVIDER_FAILED,
  REFUND_REASON_REQUIRED,
  REFUND_WAITING_FOR_STAFF,
} from '@contract/messages/refunds';
import { purchasedCoursesApi } from '@/features/dashboard/api/purchasedCoursesApi';
import { db } from '@/testing/mocks/db';
import { buildCartItem, courseId, orderId } from '@/testing/mocks/fixtures';
import { buildBilling, buildStoredOrder, fakeInvoice } from '@/testing/mocks/orderFakes';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { createSignedInStore } from '@/testing/storeTestUtils';
import type { PaymentAttempt, RefundEligibility } from '@contract/types';
import { billingApi } from './billingApi';
import { ordersApi } from './ordersApi';

const attempt = (method: PaymentAttempt['method']): PaymentAttempt => ({
  reference: 'order_1',
  method,
  amountPaise: 59900,
  openedAt: '2026-11-20T09:59:00.000Z',
  status: 'paid',
  paymentId: 'pay_1',
});

/** A paid order of Course 1, its page, the history and the dashboard's courses in the cache. */
async function learnerWithPaidOrder(
  method: PaymentAttempt['method'] = 'test',
  eligibility?: Partial<RefundEligibility>,
) {
  const signedIn = createSignedInStore();
  const order = buildStoredOrder(signedIn.user.id, 1, [buildCartItem(1)], {
    status: 'paid',
    paidAt: new Date().toISOString(),
    billing: buildBilling(),
    paymentAttempts: [attempt(method)],
  });
  order.invoice = fakeInvoice(order, 1);
  Object.assign(order.refundEligibility, eligibility);
  db.orders.set(order._id, order);
  db.purchases.set(signedIn.user.id, [courseId(1)]);
  const { store } = signedIn;
  await store.dispatch(ordersApi.endpoints.getOrder.initiate(orderId(1)));
  await store.dispatch(billingApi.endpoints.getOrderHistory.initiate());
  await store.dispatch(purchasedCoursesApi.endpoints.getPurchasedCourses.initiate());
  return signedIn;
}

const ask = (store: ReturnType<typeof createSignedInStore>['store'], reason = 'Wrong level.') =>
  store.dispatch(billingApi.endpoints.requestRefund.initiate({ orderId: orderId(1), reason }));

const settle = (store: ReturnType<typeof createSignedInStore>['store']) =>
  Promise.all(store.dispatch(ordersApi.util.getRunningQueriesThunk()));

describe('requestRefund', () => {
  it('approved at once (Test mode): refunded with a credit note; order, history and courses reload', async () => {
    const { store } = await learnerWithPaidOrder('test');
    const log = recordRequests();

    const { message, order } = await ask(store).unwrap();
    await settle(store);

    expect(message).toBe(REFUND_COMPLETED);
    expect(order.status).toBe('refunded');
    expect(order.refund).toMatchObject({ status: 'refunded', reason: 'Wrong level.' });
    expect(order.refund!.creditNote).not.toBeNull();
    expect(await requestsTo(log, 'POST', `/api/orders/${orderId(1)}/refund`)[0]!.json()).toEqual({
      reason: 'Wrong level.',
    });
    expect(requestsTo(log, 'GET', `/api/orders/${orderId(1)}`)).toHaveLength(1);
    expect(requestsTo(log, 'GET', '/api/orders')).toHaveLength(1);
    expect(requestsTo(log, 'GET', '/api/orders/purchased-course')).toHaveLength(1);
    const courses = purchasedCoursesApi.endpoints.getPurchasedCourses.select()(store.getState());
    expect(courses.data?.courses).toEqual([]);

    const link = await store
      .dispatch(billingApi.endpoints.getCreditNoteLink.initiate(order.refund!.id))
      .unwrap();
    expect(link.fileName).toMatch(/^credit-note-VACN-26-27-/);
  });

  it('approved with Razorpay: processing, with the approval message', async () => {
    const { store } = await learnerWithPaidOrder('razorpay');

    const { message, order } = await ask(store).unwrap();

    expect(message).toBe(REFUND_APPROVED);
    expect(order.refund!.status).toBe('processing');
  });

  it('much watched: waits for staff review', async () => {
    const { store } = await learnerWithPaidOrder('test', { automatic: false });

    const { message, order } = await ask(store).unwrap();

    expect(message).toBe(REFUND_WAITING_FOR_STAFF);
    expect(order.refund!.status).toBe('requested');
    expect(order.status).toBe('paid');
  });

  it('a second request is refused with 409 and the order reloads', async () => {
    const { store } = await learnerWithPaidOrder('test', { automatic: false });
    await ask(store).unwrap();
    const log = recordRequests();

    const again = await ask(store);
    await settle(store);

    expect(again.error).toMatchObject({ status: 409, data: { message: REFUND_ALREADY_ASKED } });
    expect(requestsTo(log, 'GET', `/api/orders/${orderId(1)}`)).toHaveLength(1);
  });

  it('the provider failing answers 502 and the order stays paid', async () => {
    const { store } = await learnerWithPaidOrder('razorpay');
    db.refundProviderFails = true;

    const result = await ask(store);

    expect(result.error).toMatchObject({ status: 502, data: { message: REFUND_PROVIDER_FAILED } });
    expect(db.orders.get(orderId(1))!.status).toBe('paid');
  });

  it('a blank reason is refused with 400 and the message to give one', async () => {
    const { store } = await learnerWithPaidOrder();

    const result = await ask(store, '   ');

    expect(result.error).toMatchObject({ status: 400, data: { message: REFUND_REASON_REQUIRED } });
  });
});
