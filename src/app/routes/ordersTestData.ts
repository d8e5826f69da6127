import type { CartItem, PaymentAttempt } from '@contract/types';
import { db } from '@/testing/mocks/db';
import { buildCompleteUser } from '@/testing/mocks/fixtures';
import {
  buildBilling,
  buildStoredOrder,
  fakeInvoice,
  type StoredOrder,
} from '@/testing/mocks/orderFakes';

/** A signed-in learner (stored as the app's session) with no orders yet. */
export function signInLearner() {
  const user = buildCompleteUser();
  const token = db.signIn(user);
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
  return user;
}

export const paidAttempt = (method: PaymentAttempt['method'] = 'test'): PaymentAttempt => ({
  reference: 'order_RZP0001',
  method,
  amountPaise: 59900,
  openedAt: '2026-11-20T09:58:00.000Z',
  status: 'paid',
  paymentId: 'pay_0001',
});

/** The learner's n-th order of these courses, paid (with its invoice) unless `changes` says not. */
export function addOrder(
  n: number,
  items: CartItem[],
  changes: Partial<StoredOrder> = {},
): StoredOrder {
  const order = buildStoredOrder('user-1', n, items, {
    status: 'paid',
    createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T09:00:00.000Z`,
    paidAt: `2026-11-${String(10 + n).padStart(2, '0')}T09:05:00.000Z`,
    billing: buildBilling(),
    paymentAttempts: [paidAttempt()],
    ...changes,
  });
  if (order.status === 'paid' || order.status === 'refunded') order.invoice = fakeInvoice(order, n);
  db.orders.set(order._id, order);
  return order;
}
