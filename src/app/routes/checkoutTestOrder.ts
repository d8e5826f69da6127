import type { CartItem, Order } from '@contract/types';
import { db } from '@/testing/mocks/db';
import { buildCompleteUser, buildCartItem, orderId } from '@/testing/mocks/fixtures';

/** A signed-in learner with an order orderId(1) made from their cart (Course 1 and 2: Rs. 1,298). */
export function startWithOrder(
  items: CartItem[] = [buildCartItem(1), buildCartItem(2)],
  changes: Partial<Order> = {},
) {
  const user = buildCompleteUser();
  const token = db.signIn(user);
  const cart = db.cartOf(user.id);
  cart.items = items;
  cart.totalPrice = items.reduce((sum, entry) => sum + entry.price, 0);
  const order = {
    _id: orderId(1),
    userId: user.id,
    items: items.map((entry) => ({ ...entry })),
    subtotal: cart.totalPrice,
    discount: 0,
    totalPrice: cart.totalPrice,
    couponCode: null,
    status: 'pending' as const,
    createdAt: new Date(0).toISOString(),
    paidAt: null,
    ...changes,
  };
  if (order.status === 'pending') cart.activeOrderId = orderId(1);
  db.orders.set(orderId(1), order);
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
  return user;
}
