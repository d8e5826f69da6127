import { billingMessages } from '@contract/billing';
import {
  BILLING_NEEDED_BEFORE_PAYING,
  BILLING_NEEDS_PENDING_ORDER,
  BILLING_SAVED,
  REFUND_NOT_PAID,
} from '@contract/messages/refunds';
import { db } from '@/testing/mocks/db';
import { buildCartItem, orderId } from '@/testing/mocks/fixtures';
import { buildBilling, buildStoredOrder, fakeInvoice } from '@/testing/mocks/orderFakes';
import { recordRequests, requestsTo } from '@/testing/mocks/requestLog';
import { createSignedInStore } from '@/testing/storeTestUtils';
import { billingApi } from './billingApi';
import { ordersApi } from './ordersApi';

/** A learner whose cart made a pending order without billing details; the order is watched. */
async function learnerWithUnbilledOrder() {
  const signedIn = createSignedInStore();
  db.fillCart(signedIn.user.id, [buildCartItem(1, { price: 499 })]);
  const { store } = signedIn;
  const { orderId: id } = await store.dispatch(ordersApi.endpoints.createOrder.initiate()).unwrap();
  await store.dispatch(ordersApi.endpoints.getOrder.initiate(id));
  return { ...signedIn, orderId: id };
}

const MAHARASHTRA = { name: ' Asha Verma ', stateCode: '27', gstin: '', legalName: '' };

describe('billing details', () => {
  it('getSavedBilling: null before the first checkout, then what was saved', async () => {
    const { store, user } = createSignedInStore();
    const first = await store.dispatch(billingApi.endpoints.getSavedBilling.initiate()).unwrap();
    expect(first).toEqual({ billing: null });

    db.savedBilling.set(user.id, buildBilling({ stateCode: '29' }));
    const again = await store
      .dispatch(billingApi.endpoints.getSavedBilling.initiate(undefined, { forceRefetch: true }))
      .unwrap();
    expect(again.billing).toEqual({ name: 'Asha Verma', stateCode: '29' });
  });

  it('setOrderBilling: PUT /orders/<id>/billing; the cached order has the details and its GST at once', async () => {
    const { store, orderId: id } = await learnerWithUnbilledOrder();
    const log = recordRequests();

    const { message } = await store
      .dispatch(billingApi.endpoints.setOrderBilling.initiate({ orderId: id, ...MAHARASHTRA }))
      .unwrap();

    expect(message).toBe(BILLING_SAVED);
    expect(await requestsTo(log, 'PUT', `/api/orders/${id}/billing`)[0]!.json()).toEqual(
      MAHARASHTRA,
    );
    const cached = ordersApi.endpoints.getOrder.select(id)(store.getState()).data!.order;
    expect(cached.billing).toEqual({ name: 'Asha Verma', stateCode: '27' });
    expect(cached.tax).toMatchObject({ taxPaise: 7612, cgstPaise: 3806, sgstPaise: 3806 });
    expect(requestsTo(log, 'GET', `/api/orders/${id}`)).toHaveLength(0);
  });

  it("setOrderBilling: a field the rules refuse answers 400 with that field's message", async () => {
    const { store, orderId: id } = await learnerWithUnbilledOrder();

    const result = await store.dispatch(
      billingApi.endpoints.setOrderBilling.initiate({ orderId: id, ...MAHARASHTRA, stateCode: '' }),
    );

    expect(result.error).toMatchObject({
      status: 400,
      data: { message: billingMessages.stateRequired, code: 'VALIDATION' },
    });
    expect(db.orders.get(id)!.billing).toBeNull();
  });

  it('a new order carries the billing saved last time; without any, paying is refused with 409', async () => {
    const { store, orderId: id } = await learnerWithUnbilledOrder();
    const refused = await store.dispatch(
      ordersApi.endpoints.initiatePayment.initiate({ orderId: id }),
    );
    expect(refused.error).toMatchObject({
      status: 409,
      data: { message: BILLING_NEEDED_BEFORE_PAYING },
    });

    await store.dispatch(
      billingApi.endpoints.setOrderBilling.initiate({ orderId: id, ...MAHARASHTRA }),
    );
    const saved = await store.dispatch(billingApi.endpoints.getSavedBilling.initiate()).unwrap();
    expect(saved.billing).toEqual({ name: 'Asha Verma', stateCode: '27' });
  });
});

describe('billing on an order that is no longer pending', () => {
  it('setOrderBilling: 409 with the message that details change only before paying', async () => {
    const { store, user } = createSignedInStore();
    db.orders.set(
      orderId(1),
      buildStoredOrder(user.id, 1, [buildCartItem(1)], { status: 'cancelled' }),
    );

    const result = await store.dispatch(
      billingApi.endpoints.setOrderBilling.initiate({ orderId: orderId(1), ...MAHARASHTRA }),
    );

    expect(result.error).toMatchObject({
      status: 409,
      data: { message: BILLING_NEEDS_PENDING_ORDER },
    });
  });
});

describe('order history and documents', () => {
  it('getOrder: the order with its number, billing, GST, invoice, refund eligibility and payments', async () => {
    const { store, orderId: id } = await learnerWithUnbilledOrder();

    const { order } = await store.dispatch(ordersApi.endpoints.getOrder.initiate(id)).unwrap();

    expect(order).toMatchObject({
      orderNumber: 'VA-100001',
      billing: null,
      tax: null,
      invoice: null,
      refund: null,
      refundEligibility: { canRequest: false, message: REFUND_NOT_PAID },
      paymentAttempts: [],
    });
  });

  it('getOrderHistory: GET /orders, newest first, with the invoice once paid', async () => {
    const { store, user } = createSignedInStore();
    const paid = buildStoredOrder(user.id, 1, [buildCartItem(1)], {
      status: 'paid',
      paidAt: '2026-11-02T10:00:00.000Z',
      createdAt: '2026-11-02T09:00:00.000Z',
      billing: buildBilling(),
    });
    paid.invoice = fakeInvoice(paid, 1);
    db.orders.set(paid._id, paid);
    const later = buildStoredOrder(user.id, 2, [buildCartItem(2), buildCartItem(3)], {
      createdAt: '2026-11-20T09:00:00.000Z',
    });
    db.orders.set(later._id, later);

    const { orders } = await store
      .dispatch(billingApi.endpoints.getOrderHistory.initiate())
      .unwrap();

    expect(orders.map((order) => order.orderNumber)).toEqual(['VA-100002', 'VA-100001']);
    expect(orders[0]).toMatchObject({ courseTitles: ['Course 2', 'Course 3'], invoice: null });
    expect(orders[1]!.invoice).toMatchObject({ number: 'VA/26-27/000001' });
  });

  it('getInvoiceLink: POST /orders/<id>/invoice-link answers a signed address and a file name', async () => {
    const { store, user } = createSignedInStore();
    const paid = buildStoredOrder(user.id, 1, [buildCartItem(1)], {
      status: 'paid',
      paidAt: '2026-11-02T10:00:00.000Z',
    });
    paid.invoice = fakeInvoice(paid, 1);
    db.orders.set(paid._id, paid);

    const link = await store
      .dispatch(billingApi.endpoints.getInvoiceLink.initiate(orderId(1)))
      .unwrap();

    expect(link.fileName).toBe('invoice-VA-26-27-000001.pdf');
    expect(link.url).toMatch(/signature=/);
  });
});
