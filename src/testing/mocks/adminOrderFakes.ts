import type { Refund, User } from '@contract/types';
import { db } from './db';
import {
  buildBilling,
  buildStoredOrder,
  fakeInvoice,
  refreshDerived,
  type StoredOrder,
} from './orderFakes';
import { buildCartItem, buildUser } from './fixtures';

// Orders the console's fakes list: two buyers, one order of each state, one refund waiting.

export const buyer = (n: number): User =>
  buildUser({
    id: `b${n}000000-0000-4000-8000-000000000000`.slice(0, 36),
    email: `buyer${n}@example.com`,
    name: n === 1 ? 'Asha Verma' : 'Ravi Kumar',
  });

const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();

function paidOrder(userId: string, n: number, course: number, day: number): StoredOrder {
  const paidAt = at(day, 11);
  const order = buildStoredOrder(userId, n, [buildCartItem(course)], {
    status: 'paid',
    createdAt: at(day),
    paidAt,
    billing: buildBilling(),
    paymentAttempts: [
      {
        reference: `order_test_${n}`,
        method: 'test',
        amountPaise: buildCartItem(course).price * 100,
        openedAt: at(day, 10),
        status: 'paid',
        paymentId: `pay_test_${n}`,
      },
    ],
  });
  order.invoice = fakeInvoice(order, n);
  return order;
}

const requested = (order: StoredOrder): Refund => ({
  id: order._id.replace(/^a/, 'b'),
  status: 'requested',
  reason: 'The course was not what I expected.',
  amountPaise: order.totalPrice * 100,
  items: order.items.map((item) => ({
    productId: item.productId,
    model: item.model,
    title: item.title,
    amountPaise: item.price * 100,
  })),
  requestedAt: at(20, 12),
  decidedAt: null,
  decisionNote: null,
  creditNote: null,
});

/**
 * Puts the console's sample orders in the fake's store: VA-100001 paid with a refund requested,
 * VA-100002 paid, VA-100003 pending (another buyer), VA-100004 refunded. Returns them.
 */
export function seedAdminOrders(): StoredOrder[] {
  const asha = buyer(1);
  const ravi = buyer(2);
  db.addAccount(asha, 'secret-pass');
  db.addAccount(ravi, 'secret-pass');
  const first = paidOrder(asha.id, 1, 1, 10);
  first.refund = requested(first);
  first.refunds = [first.refund];
  const second = paidOrder(asha.id, 2, 2, 12);
  const third = buildStoredOrder(ravi.id, 3, [buildCartItem(3)], {
    createdAt: at(14),
    billing: buildBilling({ stateCode: '29', name: 'Ravi Kumar' }),
  });
  const fourth = paidOrder(ravi.id, 4, 4, 5);
  fourth.status = 'refunded';
  fourth.refunds[0] = fourth.refund = {
    ...requested(fourth),
    status: 'refunded',
    decidedAt: at(6),
    creditNote: {
      id: 'd0000000-0000-4000-8000-000000000004',
      number: 'VACN/26-27/000001',
      issuedAt: at(6),
      totalPaise: fourth.totalPrice * 100,
    },
  };
  const orders = [first, second, third, fourth];
  for (const order of orders) {
    refreshDerived(order);
    db.orders.set(order._id, order);
  }
  return orders;
}
