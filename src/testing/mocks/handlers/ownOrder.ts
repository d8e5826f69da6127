import { ORDER_NOT_FOUND, ORDER_NOT_YOURS } from '@contract/messages/orders';
import type { Order } from '@contract/types';
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

export const publicOrder = ({ userId: _userId, ...order }: StoredOrder): Order => order;
