import type { OrderItem, OrderStatus, PurchasedCourse } from '@contract/types';
import type { Queryable } from '../db';

// Orders, their lines and the purchases they grant. Each function runs on the database or on the
// transaction it is given; `lock` takes the row lock until that transaction ends.

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
  order_number: string;
  billing_name: string | null;
  billing_state_code: string | null;
  billing_gstin: string | null;
  billing_legal_name: string | null;
}

const ORDER_COLUMNS = `id, user_id, status, subtotal, discount, total_price, coupon_code, cart_fingerprint, created_at, paid_at, payment_id,
  order_number, billing_name, billing_state_code, billing_gstin, billing_legal_name`;

export interface BillingColumns {
  name: string;
  stateCode: string;
  gstin?: string;
  legalName?: string;
}

/** Puts (normalised) billing details on an order. */
export async function setOrderBilling(
  db: Queryable,
  orderId: string,
  billing: BillingColumns,
): Promise<void> {
  await db.query(
    `UPDATE orders SET billing_name = $2, billing_state_code = $3, billing_gstin = $4, billing_legal_name = $5
     WHERE id = $1`,
    [orderId, billing.name, billing.stateCode, billing.gstin ?? null, billing.legalName ?? null],
  );
}

/** The user's orders, newest first. */
export async function ordersOfUser(db: Queryable, userId: string): Promise<OrderRow[]> {
  const result = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return result.rows;
}

/** The titles of each of these orders' lines (courses and tests), in line order. */
export async function courseTitlesOf(
  db: Queryable,
  orderIds: string[],
): Promise<Map<string, string[]>> {
  const result = await db.query<{ order_id: string; titles: string[] }>(
    `SELECT order_id, array_agg(title ORDER BY position) AS titles FROM order_items
     WHERE order_id = ANY($1::uuid[]) GROUP BY order_id`,
    [orderIds],
  );
  return new Map(result.rows.map((row) => [row.order_id, row.titles]));
}

/**
 * Ends the access of these lines of a paid order (their refund is done): the courses' purchases
 * and the tests' entitlements are revoked (kept on record). Once every line is refunded, the
 * order is refunded.
 */
export async function revokeOrderLines(
  db: Queryable,
  orderId: string,
  positions: readonly number[],
): Promise<void> {
  await db.query(
    `UPDATE purchases p SET revoked_at = now() FROM order_items i
     WHERE i.order_id = $1 AND i.position = ANY($2::int[]) AND p.order_id = i.order_id
       AND p.course_id = i.course_id AND p.revoked_at IS NULL`,
    [orderId, positions],
  );
  await db.query(
    `UPDATE test_entitlements e SET revoked_at = coalesce(e.revoked_at, now()) FROM order_items i
     WHERE i.order_id = $1 AND i.position = ANY($2::int[]) AND e.order_id = i.order_id
       AND e.test_id = i.test_id`,
    [orderId, positions],
  );
  await db.query(
    `UPDATE orders SET status = 'refunded', refunded_at = now()
     WHERE id = $1 AND status = 'paid' AND NOT EXISTS (
       SELECT 1 FROM order_items i WHERE i.order_id = $1 AND NOT EXISTS (
         SELECT 1 FROM refund_items ri JOIN refunds r ON r.id = ri.refund_id
         WHERE ri.order_id = i.order_id AND ri.position = i.position AND ri.live
           AND r.status = 'refunded'))`,
    [orderId],
  );
}

/** Gives back the access of lines whose refund failed (nothing changes where none was taken). */
export async function restoreOrderLines(
  db: Queryable,
  orderId: string,
  positions: readonly number[],
): Promise<void> {
  await db.query(
    `UPDATE orders SET status = 'paid', refunded_at = NULL WHERE id = $1 AND status = 'refunded'`,
    [orderId],
  );
  await db.query(
    `UPDATE purchases p SET revoked_at = NULL FROM order_items i
     WHERE i.order_id = $1 AND i.position = ANY($2::int[]) AND p.order_id = i.order_id
       AND p.course_id = i.course_id`,
    [orderId, positions],
  );
  await db.query(
    `UPDATE test_entitlements e SET revoked_at = NULL FROM order_items i
     WHERE i.order_id = $1 AND i.position = ANY($2::int[]) AND e.order_id = i.order_id
       AND e.test_id = i.test_id`,
    [orderId, positions],
  );
}

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

/**
 * An order the caller knows exists (it holds a reference from a row it just read or wrote). A
 * missing one is a broken invariant, named with the id, never an undefined read further on.
 */
export async function requireOrder(
  db: Queryable,
  orderId: string,
  lock = false,
): Promise<OrderRow> {
  const order = await findOrder(db, orderId, lock);
  if (!order) throw new Error(`Order ${orderId} was expected but is not in the database`);
  return order;
}

/** The user's order awaiting payment (there is at most one), locked. */
export async function lockPendingOrder(
  db: Queryable,
  userId: string,
): Promise<OrderRow | undefined> {
  const result = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = $1 AND status = 'pending' FOR UPDATE`,
    [userId],
  );
  return result.rows[0];
}

export async function pendingOrderId(db: Queryable, userId: string): Promise<string | null> {
  const result = await db.query<{ id: string }>(
    `SELECT id FROM orders WHERE user_id = $1 AND status = 'pending'`,
    [userId],
  );
  return result.rows[0]?.id ?? null;
}

export async function orderOwnerId(db: Queryable, orderId: string): Promise<string | undefined> {
  const result = await db.query<{ user_id: string }>('SELECT user_id FROM orders WHERE id = $1', [
    orderId,
  ]);
  return result.rows[0]?.user_id;
}

/** A line of an order: what OrderItem shows, with its position (refunds name lines by it). */
export type OrderLine = OrderItem & { position: number };

/** The order's lines in order, each with the status of its live refund (if any). */
export async function orderLines(db: Queryable, orderId: string): Promise<OrderLine[]> {
  const result = await db.query<OrderLine>(
    `SELECT coalesce(i.course_id, i.test_id) AS "productId",
       CASE WHEN i.test_id IS NULL THEN 'Course' ELSE 'Test' END AS model,
       i.title, i.thumbnail, i.price, i.quantity, i.position,
       (SELECT r.status FROM refund_items ri JOIN refunds r ON r.id = ri.refund_id
        WHERE ri.order_id = i.order_id AND ri.position = i.position AND ri.live) AS "refundStatus"
     FROM order_items i WHERE i.order_id = $1 ORDER BY i.position`,
    [orderId],
  );
  return result.rows;
}

/** The order's lines as the API shows them. */
export async function orderItems(db: Queryable, orderId: string): Promise<OrderItem[]> {
  return (await orderLines(db, orderId)).map(({ position: _position, ...item }) => item);
}

/** A pending order for `subtotal`, no discount yet; returns its id. */
export async function insertOrder(
  db: Queryable,
  userId: string,
  subtotal: number,
  cartFingerprint: string,
): Promise<string> {
  const created = await db.query<{ id: string }>(
    `INSERT INTO orders (user_id, subtotal, discount, total_price, cart_fingerprint)
     VALUES ($1, $2, 0, $2, $3) RETURNING id`,
    [userId, subtotal, cartFingerprint],
  );
  return created.rows[0].id;
}

export async function insertOrderItem(
  db: Queryable,
  orderId: string,
  position: number,
  item: Pick<OrderItem, 'productId' | 'model' | 'title' | 'thumbnail' | 'price' | 'quantity'>,
): Promise<void> {
  const column = item.model === 'Test' ? 'test_id' : 'course_id';
  await db.query(
    `INSERT INTO order_items (order_id, ${column}, title, thumbnail, price, quantity, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [orderId, item.productId, item.title, item.thumbnail, item.price, item.quantity, position],
  );
}

export async function markOrderCancelled(db: Queryable, orderId: string): Promise<void> {
  await db.query(`UPDATE orders SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [
    orderId,
  ]);
}

export async function setOrderCoupon(
  db: Queryable,
  orderId: string,
  code: string,
  discount: number,
): Promise<void> {
  await db.query(
    `UPDATE orders SET coupon_code = $2, discount = $3, total_price = subtotal - $3 WHERE id = $1`,
    [orderId, code, discount],
  );
}

export async function clearOrderCoupon(db: Queryable, orderId: string): Promise<void> {
  await db.query(
    `UPDATE orders SET coupon_code = NULL, discount = 0, total_price = subtotal WHERE id = $1`,
    [orderId],
  );
}

/** What the learner paid for one line (a course or a test) of an order. */
export interface PaidLine {
  productId: string;
  model: OrderItem['model'];
  price: number;
}

/**
 * Marks a pending order paid by this payment, records its courses as the user's purchases at the
 * prices paid and takes its lines out of the cart. (Its tests are granted by `grantTests`.)
 */
export async function markOrderPaidAndGrant(
  db: Queryable,
  order: Pick<OrderRow, 'id' | 'user_id'>,
  paymentId: string,
  lines: readonly PaidLine[],
): Promise<void> {
  await db.query(
    `UPDATE orders SET status = 'paid', paid_at = now(), payment_id = $2 WHERE id = $1 AND status = 'pending'`,
    [order.id, paymentId],
  );
  for (const line of lines) {
    if (line.model !== 'Course') continue;
    await db.query(
      `INSERT INTO purchases (user_id, course_id, order_id, price) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, course_id) DO UPDATE
         SET order_id = $3, price = $4, purchased_at = now(), revoked_at = NULL
         WHERE purchases.revoked_at IS NOT NULL`,
      [order.user_id, line.productId, order.id, line.price],
    );
  }
  await db.query(
    `DELETE FROM cart_items c USING order_items i
     WHERE c.user_id = $1 AND i.order_id = $2
       AND (c.course_id = i.course_id OR c.test_id = i.test_id)`,
    [order.user_id, order.id],
  );
}

/** True when the user already owns one of the order's courses. */
export async function ownsAnyCourseOf(
  db: Queryable,
  order: Pick<OrderRow, 'id' | 'user_id'>,
): Promise<boolean> {
  const owned = await db.query(
    `SELECT 1 FROM purchases p JOIN order_items i ON i.course_id = p.course_id
     WHERE i.order_id = $1 AND p.user_id = $2 AND p.revoked_at IS NULL LIMIT 1`,
    [order.id, order.user_id],
  );
  return owned.rowCount > 0;
}

export async function ownsCourse(db: Queryable, userId: string, courseId: string) {
  const owned = await db.query(
    'SELECT 1 FROM purchases WHERE user_id = $1 AND course_id = $2 AND revoked_at IS NULL',
    [userId, courseId],
  );
  return owned.rowCount > 0;
}

type PurchasedCourseRow = Omit<PurchasedCourse, 'lastWatchedAt'> & { lastWatchedAt: Date | null };

/** The user's courses in the order they were bought. */
export async function purchasedCourses(db: Queryable, userId: string): Promise<PurchasedCourse[]> {
  const result = await db.query<PurchasedCourseRow>(
    `SELECT c.id AS "courseId", c.title, c.thumbnail, p.price,
       (SELECT count(*)::int FROM lessons l WHERE l.course_id = c.id) AS "lessonCount",
       (SELECT count(*)::int FROM lesson_progress lp
         WHERE lp.user_id = p.user_id AND lp.course_id = c.id AND lp.completed_at IS NOT NULL)
         AS "completedLessons",
       (SELECT max(lp.updated_at) FROM lesson_progress lp
         WHERE lp.user_id = p.user_id AND lp.course_id = c.id) AS "lastWatchedAt",
       (SELECT ce.id FROM certificates ce
         WHERE ce.user_id = p.user_id AND ce.course_id = c.id AND ce.revoked_at IS NULL)
         AS "certificateId"
     FROM purchases p JOIN courses c ON c.id = p.course_id
     WHERE p.user_id = $1 AND p.revoked_at IS NULL ORDER BY p.purchased_at, c.created_at, c.id`,
    [userId],
  );
  return result.rows.map((row) => ({
    ...row,
    lastWatchedAt: row.lastWatchedAt && new Date(row.lastWatchedAt).toISOString(),
  }));
}
