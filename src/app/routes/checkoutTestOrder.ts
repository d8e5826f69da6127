import type { CartItem } from '@contract/types';
import { db } from '@/testing/mocks/db';
import { buildCompleteUser, buildCartItem, orderId } from '@/testing/mocks/fixtures';
import { buildBilling, buildStoredOrder, type StoredOrder } from '@/testing/mocks/orderFakes';

/**
 * A signed-in learner with an order orderId(1) (VA-100001) made from their cart (Course 1 and 2:
 * Rs. 1,298), billed to Maharashtra unless `changes` says otherwise (`billing: null`: not yet).
 */
export function startWithOrder(
  items: CartItem[] = [buildCartItem(1), buildCartItem(2)],
  changes: Partial<StoredOrder> = {},
) {
  const user = buildCompleteUser();
  const token = db.signIn(user);
  const cart = db.cartOf(user.id);
  cart.items = items;
  cart.totalPrice = items.reduce((sum, entry) => sum + entry.price, 0);
  const order = buildStoredOrder(user.id, 1, items, { billing: buildBilling(), ...changes });
  if (order.status === 'pending' && items.length > 0) cart.activeOrderId = orderId(1);
  if (items.length > 0) db.orders.set(orderId(1), order);
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
  return user;
}
