import type { Order, OrderItem, OrderStatus } from '@contract/types';
import type { Db, Queryable } from '../db';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../lib/httpError';
import { cartItems, totalOf } from './cart';

export interface OrderRow {
  id: string;
  user_id: string;
  status: OrderStatus;
  subtotal: number;
  discount: number;
  total_price: number;
  coupon_code: string | null;
  cart_fingerprint: string;
  created_at: Date;
  paid_at: Date | null;
  payment_id: string | null;
}

const ORDER_COLUMNS = `id, user_id, status, subtotal, discount, total_price, coupon_code, cart_fingerprint, created_at, paid_at, payment_id`;

export async function findOrder(
  db: Queryable,
  orderId: string,
  lock = false,
): Promise<OrderRow | undefined> {
  const result = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [orderId],
  );
  return result.rows[0];
}

/** The order if it exists and is the user's: 404 / 403 otherwise. */
export async function ownOrder(
  db: Queryable,
  orderId: string,
  userId: string,
  lock = false,
): Promise<OrderRow> {
  const order = await findOrder(db, orderId, lock);
  if (!order) throw notFound('Order not found.');
  if (order.user_id !== userId) throw forbidden('This order belongs to another account.');
  return order;
}

export async function orderView(db: Queryable, row: OrderRow): Promise<Order> {
  const items = await db.query<OrderItem>(
    `SELECT course_id AS "productId", 'Course' AS model, title, thumbnail, price, quantity
     FROM order_items WHERE order_id = $1 ORDER BY position`,
    [row.id],
  );
  return {
    _id: row.id,
    items: items.rows,
    subtotal: row.subtotal,
    discount: row.discount,
    totalPrice: row.total_price,
    couponCode: row.coupon_code,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
  };
}

/*
 * Lock order, the same in every cart, order, coupon and payment change: the user row, then the
 * order row, then the coupon row. The user lock serialises one learner's changes; the coupon row is
 * always taken last, so learners contending for one coupon can never deadlock.
 */

/** Serialises every cart and order change of one user (the row lock is held to the transaction's end). */
export async function lockUser(tx: Queryable, userId: string): Promise<void> {
  const result = await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  if (result.rowCount === 0) throw new HttpError(401, 'Please sign in to continue.');
}

async function releaseCoupon(tx: Queryable, code: string | null): Promise<void> {
  if (code)
    await tx.query(
      'UPDATE coupons SET used_count = used_count - 1 WHERE code = $1 AND used_count > 0',
      [code],
    );
}

async function cancelPending(tx: Queryable, order: OrderRow): Promise<void> {
  await tx.query(`UPDATE orders SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [
    order.id,
  ]);
  await releaseCoupon(tx, order.coupon_code);
}

/** An unchanged cart reuses the pending order; a changed one cancels it and snapshots a new one. */
export async function createOrderFromCart(
  db: Db,
  userId: string,
): Promise<{ orderId: string; reused: boolean }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const items = await cartItems(tx, userId);
    if (items.length === 0) throw badRequest('Your cart is empty.');
    const fingerprint = items.map((item) => `${item.productId}:${item.price}`).join(',');
    const pending = (
      await tx.query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = $1 AND status = 'pending' FOR UPDATE`,
        [userId],
      )
    ).rows[0];
    if (pending?.cart_fingerprint === fingerprint) return { orderId: pending.id, reused: true };
    if (pending) await cancelPending(tx, pending);
    const subtotal = totalOf(items);
    const created = await tx.query<{ id: string }>(
      `INSERT INTO orders (user_id, subtotal, discount, total_price, cart_fingerprint)
       VALUES ($1, $2, 0, $2, $3) RETURNING id`,
      [userId, subtotal, fingerprint],
    );
    const orderId = created.rows[0].id;
    for (const [position, item] of items.entries()) {
      await tx.query(
        `INSERT INTO order_items (order_id, course_id, title, thumbnail, price, quantity, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [orderId, item.productId, item.title, item.thumbnail, item.price, item.quantity, position],
      );
    }
    return { orderId, reused: false };
  });
}

export async function cancelOrder(db: Db, orderId: string, userId: string): Promise<Order> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const order = await ownOrder(tx, orderId, userId, true);
    if (order.status === 'paid')
      throw conflict('This order has already been paid and cannot be cancelled.');
    if (order.status === 'pending') await cancelPending(tx, order);
    return orderView(tx, (await findOrder(tx, orderId))!);
  });
}

interface CouponRow {
  code: string;
  kind: 'percent' | 'flat';
  amount: number;
  min_order: number;
  expired: boolean;
}

const couponInvalid = (message: string) => badRequest(message, 'COUPON_INVALID');

export function discountFor(coupon: Pick<CouponRow, 'kind' | 'amount'>, subtotal: number): number {
  const raw =
    coupon.kind === 'percent' ? Math.floor((subtotal * coupon.amount) / 100) : coupon.amount;
  return Math.min(raw, subtotal);
}

/**
 * Applies a coupon to a pending order. The use is counted by a conditional UPDATE
 * (used_count < max_uses), so concurrent orders can never push a coupon past its limit.
 */
export async function applyCoupon(
  db: Db,
  orderId: string,
  userId: string,
  rawCode: string,
): Promise<Order> {
  const code = rawCode.trim().toUpperCase();
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const order = await ownOrder(tx, orderId, userId, true);
    if (order.status !== 'pending')
      throw conflict('Only an order awaiting payment can take a coupon.');
    if (order.coupon_code) throw couponInvalid('A coupon has already been applied to this order.');
    const coupon = (
      await tx.query<CouponRow>(
        `SELECT code, kind, amount, min_order, expires_at IS NOT NULL AND expires_at <= now() AS expired
         FROM coupons WHERE code = $1 FOR UPDATE`,
        [code],
      )
    ).rows[0];
    if (!coupon) throw couponInvalid('This coupon code is not valid.');
    if (coupon.expired) throw couponInvalid('This coupon has expired.');
    if (order.subtotal < coupon.min_order) {
      throw couponInvalid(`This coupon needs a minimum order of Rs. ${coupon.min_order}.`);
    }
    const counted = await tx.query(
      `UPDATE coupons SET used_count = used_count + 1
       WHERE code = $1 AND (max_uses IS NULL OR used_count < max_uses)`,
      [code],
    );
    if (counted.rowCount === 0) throw couponInvalid('This coupon has reached its usage limit.');
    const discount = discountFor(coupon, order.subtotal);
    await tx.query(
      `UPDATE orders SET coupon_code = $2, discount = $3, total_price = subtotal - $3 WHERE id = $1`,
      [orderId, code, discount],
    );
    return orderView(tx, (await findOrder(tx, orderId))!);
  });
}

/**
 * Marks a pending order paid by this payment and grants its courses (the caller holds the user and
 * order locks and has checked that the order is pending). The coupon stays counted: it was taken
 * when applied and is given back only by a cancellation, which a paid order can no longer have.
 */
export async function grantOrder(
  tx: Queryable,
  order: Pick<OrderRow, 'id' | 'user_id'>,
  paymentId: string,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET status = 'paid', paid_at = now(), payment_id = $2 WHERE id = $1 AND status = 'pending'`,
    [order.id, paymentId],
  );
  await tx.query(
    `INSERT INTO purchases (user_id, course_id, order_id, price)
     SELECT $1, course_id, order_id, price FROM order_items WHERE order_id = $2
     ON CONFLICT (user_id, course_id) DO NOTHING`,
    [order.user_id, order.id],
  );
  await tx.query(
    `DELETE FROM cart_items WHERE user_id = $1 AND course_id IN (SELECT course_id FROM order_items WHERE order_id = $2)`,
    [order.user_id, order.id],
  );
}

/** True when the learner already owns one of the order's courses (it must not be paid for again). */
export async function ownsAnyCourseOf(tx: Queryable, order: Pick<OrderRow, 'id' | 'user_id'>) {
  const owned = await tx.query(
    `SELECT 1 FROM purchases p JOIN order_items i ON i.course_id = p.course_id
     WHERE i.order_id = $1 AND p.user_id = $2 LIMIT 1`,
    [order.id, order.user_id],
  );
  return owned.rowCount > 0;
}
