import { ORDER_NOT_FOUND, ORDER_NOT_YOURS } from '@contract/messages/orders';
import type { Order, PaymentAttempt } from '@contract/types';
import { db } from '../db';
import { errorResponse, unauthorized, userIdOf } from '../http';
import type { StoredOrder } from '../orderFakes';

/** The order of the signed-in user, or the error answer to send. */
export function ownOrder(request: Request, orderId: string): StoredOrder | Response {
  const userId = userIdOf(request);
  if (!userId) return unauthorized();
  const order = db.orders.get(orderId);
  if (!order) return errorResponse(404, ORDER_NOT_FOUND);
  if (order.userId !== userId) return errorResponse(403, ORDER_NOT_YOURS);
  return order;
}

/** What a payment that paid the order says once the order's refund is under way or done. */
const paidBack = (refund: Order['refund']): PaymentAttempt['status'] =>
  refund?.status === 'refunded'
    ? 'refunded'
    : refund?.status === 'processing'
      ? 'refund_pending'
      : 'paid';

/** The order as the server answers it: the payment that paid it goes back with its refund. */
export const publicOrder = ({ userId: _userId, ...order }: StoredOrder): Order => ({
  ...order,
  paymentAttempts: order.paymentAttempts.map((attempt) =>
    attempt.status === 'paid' ? { ...attempt, status: paidBack(order.refund) } : attempt,
  ),
});
