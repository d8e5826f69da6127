import {
  CART_EMPTY,
  COUPON_ALREADY_APPLIED,
  COUPON_EXPIRED,
  COUPON_LOCKED_PAID,
  COUPON_NEEDS_PENDING_ORDER,
  COUPON_NONE_TO_REMOVE,
  COUPON_UNKNOWN,
  COUPON_USED_UP,
  couponApplied,
  couponBelowMinimum,
  couponRemoved,
  ORDER_ALREADY_PAID,
  ORDER_CANCELLED,
  ORDER_CREATED,
  ORDER_NOT_FOUND,
  ORDER_NOT_YOURS,
  ORDER_OVER_PAYMENT_MAX,
  ORDER_REUSED,
} from '@contract/messages/orders';
import { PAYMENT_MAX_RUPEES } from '@contract/constants';
import { testAlreadyHeld, testNoLongerOnSale } from '@contract/messages/testProducts';
import type {
  CartItem,
  CreateOrderResponse,
  Order,
  OrderMutationResponse,
  PurchasedCoursesResponse,
} from '@contract/types';
import type { Db, Queryable } from '../../db';
import { badRequest, conflict, forbidden, notFound } from '../../lib/httpError';
import {
  countCouponUse,
  lockCoupon,
  releaseCouponUse,
  type CouponRow,
} from '../../repositories/coupons';
import { findSavedBilling } from '../../repositories/savedBilling';
import {
  clearOrderCoupon,
  findOrder,
  insertOrder,
  insertOrderItem,
  lockPendingOrder,
  markOrderCancelled,
  type OrderRow,
  requireOrder,
  setOrderBilling,
  setOrderCoupon,
  purchasedCourses,
} from '../../repositories/orders';
import { holdsUntakenTest } from '../../repositories/testEntitlements';
import { cartTestsOffSale } from '../../repositories/testProducts';
import { lockUser } from '../accounts/accounts';
import type { BillingRules } from '../billing/rules';
import { cartItems, totalOf } from '../cart';
import { orderView } from './orderView';

export { orderView };

/** The order if it exists and is the user's: 404 / 403 otherwise. */
export async function ownOrder(
  db: Queryable,
  orderId: string,
  userId: string,
  lock = false,
): Promise<OrderRow> {
  const order = await findOrder(db, orderId, lock);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.user_id !== userId) throw forbidden(ORDER_NOT_YOURS);
  return order;
}

/** The courses the user bought, in the order they were bought. */
export async function listPurchasedCourses(
  db: Queryable,
  userId: string,
): Promise<PurchasedCoursesResponse> {
  return { courses: await purchasedCourses(db, userId) };
}

/** One of the user's orders as the API shows it. */
export async function userOrder(
  db: Queryable,
  orderId: string,
  userId: string,
  rules: BillingRules,
): Promise<Order> {
  return orderView(db, await ownOrder(db, orderId, userId), rules);
}

async function cancelPending(tx: Queryable, order: OrderRow): Promise<void> {
  await markOrderCancelled(tx, order.id);
  if (order.coupon_code) await releaseCouponUse(tx, order.coupon_code);
}

/**
 * The cart's tests may still be bought: each on sale (staff may have taken one off sale while it
 * waited) and none held untaken already (one attempt at a time per test).
 */
async function checkCartTests(tx: Queryable, userId: string, items: CartItem[]): Promise<void> {
  const offSale = await cartTestsOffSale(tx, userId);
  if (offSale[0]) throw conflict(testNoLongerOnSale(offSale[0]));
  for (const item of items)
    if (item.model === 'Test' && (await holdsUntakenTest(tx, userId, item.productId)))
      throw conflict(testAlreadyHeld(item.title), 'ALREADY_PURCHASED');
}

/** An unchanged cart reuses the pending order; a changed one cancels it and snapshots a new one. */
export async function createOrderFromCart(db: Db, userId: string): Promise<CreateOrderResponse> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const items = await cartItems(tx, userId);
    if (items.length === 0) throw badRequest(CART_EMPTY);
    await checkCartTests(tx, userId, items);
    // Refused here rather than at checkout, where the provider would refuse it.
    if (totalOf(items) > PAYMENT_MAX_RUPEES) throw badRequest(ORDER_OVER_PAYMENT_MAX);
    const fingerprint = items.map((item) => `${item.productId}:${item.price}`).join(',');
    const pending = await lockPendingOrder(tx, userId);
    if (pending?.cart_fingerprint === fingerprint)
      return { message: ORDER_REUSED, orderId: pending.id };
    if (pending) await cancelPending(tx, pending);
    const orderId = await insertOrder(tx, userId, totalOf(items), fingerprint);
    const saved = await findSavedBilling(tx, userId);
    if (saved) await setOrderBilling(tx, orderId, saved);
    for (const [position, item] of items.entries())
      await insertOrderItem(tx, orderId, position, item);
    return { message: ORDER_CREATED, orderId };
  });
}

/** Cancels a pending order (cancelling a cancelled one again changes nothing); a paid one stays. */
export async function cancelOrder(
  db: Db,
  orderId: string,
  userId: string,
  rules: BillingRules,
): Promise<OrderMutationResponse> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const order = await ownOrder(tx, orderId, userId, true);
    if (order.status === 'paid' || order.status === 'refunded') throw conflict(ORDER_ALREADY_PAID);
    if (order.status === 'pending') await cancelPending(tx, order);
    return {
      message: ORDER_CANCELLED,
      order: await orderView(tx, await requireOrder(tx, orderId), rules),
    };
  });
}

const couponInvalid = (message: string) => badRequest(message, 'COUPON_INVALID');

export function discountFor(coupon: Pick<CouponRow, 'kind' | 'amount'>, subtotal: number): number {
  const raw =
    coupon.kind === 'percent' ? Math.floor((subtotal * coupon.amount) / 100) : coupon.amount;
  return Math.min(raw, subtotal);
}

/** Checks the code and takes one of its uses for the order (400 COUPON_INVALID with the reason). */
async function takeCoupon(tx: Queryable, order: OrderRow, code: string): Promise<void> {
  const coupon = await lockCoupon(tx, code);
  if (!coupon) throw couponInvalid(COUPON_UNKNOWN);
  if (coupon.expired) throw couponInvalid(COUPON_EXPIRED);
  if (order.subtotal < coupon.min_order) throw couponInvalid(couponBelowMinimum(coupon.min_order));
  if (!(await countCouponUse(tx, code))) throw couponInvalid(COUPON_USED_UP);
  await setOrderCoupon(tx, order.id, code, discountFor(coupon, order.subtotal));
}

/** The user's order, locked, if it can still change its coupon: 409 once paid or cancelled. */
async function orderAwaitingPayment(tx: Queryable, orderId: string, userId: string) {
  await lockUser(tx, userId);
  const order = await ownOrder(tx, orderId, userId, true);
  if (order.status === 'paid' || order.status === 'refunded') throw conflict(COUPON_LOCKED_PAID);
  if (order.status !== 'pending') throw conflict(COUPON_NEEDS_PENDING_ORDER);
  return order;
}

const normalised = (rawCode: string) => rawCode.trim().toUpperCase();

/**
 * Applies a coupon to a pending order that has none. A pending order holds one use of its coupon
 * (so concurrent orders can never pass the limit); removing, replacing or cancelling gives it back,
 * so in the end only paid orders keep a use.
 */
export async function applyCoupon(
  db: Db,
  orderId: string,
  userId: string,
  rawCode: string,
  rules: BillingRules,
): Promise<OrderMutationResponse> {
  const code = normalised(rawCode);
  const order = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const pending = await ownOrder(tx, orderId, userId, true);
    if (pending.status !== 'pending') throw conflict(COUPON_NEEDS_PENDING_ORDER);
    if (pending.coupon_code) throw couponInvalid(COUPON_ALREADY_APPLIED);
    await takeCoupon(tx, pending, code);
    return orderView(tx, await requireOrder(tx, orderId), rules);
  });
  return { message: couponApplied(order.couponCode!, order.discount), order };
}

/**
 * Puts `rawCode` on a pending order in place of its coupon, if any. All in one transaction: a code
 * that is refused leaves the previous coupon (and its use) as it was.
 */
export async function replaceCoupon(
  db: Db,
  orderId: string,
  userId: string,
  rawCode: string,
  rules: BillingRules,
): Promise<OrderMutationResponse> {
  const code = normalised(rawCode);
  const order = await db.transaction(async (tx) => {
    const pending = await orderAwaitingPayment(tx, orderId, userId);
    if (pending.coupon_code) {
      await releaseCouponUse(tx, pending.coupon_code);
      await clearOrderCoupon(tx, orderId);
    }
    await takeCoupon(tx, pending, code);
    return orderView(tx, await requireOrder(tx, orderId), rules);
  });
  return { message: couponApplied(order.couponCode!, order.discount), order };
}

/** Takes the coupon off a pending order (the full price again) and gives its use back. */
export async function removeCoupon(
  db: Db,
  orderId: string,
  userId: string,
  rules: BillingRules,
): Promise<OrderMutationResponse> {
  return db.transaction(async (tx) => {
    const pending = await orderAwaitingPayment(tx, orderId, userId);
    const code = pending.coupon_code;
    if (code) {
      await releaseCouponUse(tx, code);
      await clearOrderCoupon(tx, orderId);
    }
    return {
      message: code ? couponRemoved(code) : COUPON_NONE_TO_REMOVE,
      order: await orderView(tx, await requireOrder(tx, orderId), rules),
    };
  });
}
