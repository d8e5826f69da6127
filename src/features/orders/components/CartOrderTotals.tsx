import type { ReactNode } from 'react';
import type { Cart } from '@contract/types';
import { useGetOrderQuery } from '../api/ordersApi';
import { OrderTotals } from './OrderTotals';

/** The order holds exactly the cart's courses (an added course makes checkout a new order). */
const sameCourses = (cart: Cart, items: { productId: string }[]): boolean =>
  items.length === cart.items.length &&
  items.every((item) => cart.items.some((line) => line.productId === item.productId));

/**
 * In the cart drawer, while an order from the cart waits for payment: its subtotal, coupon
 * discount and total, as checkout will charge them; the cart's own total (`fallback`) otherwise.
 */
export function CartOrderTotals({ cart, fallback }: { cart: Cart; fallback: ReactNode }) {
  const orderId = cart.activeOrderId;
  const { data } = useGetOrderQuery(orderId ?? '', { skip: !orderId });
  const order = orderId && data?.order._id === orderId ? data.order : undefined;
  if (!order || order.status !== 'pending' || !sameCourses(cart, order.items)) return fallback;
  return <OrderTotals order={order} />;
}
