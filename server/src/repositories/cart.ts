import type { Queryable } from '../db';

// Cart lines. Each function runs on the database or on the transaction it is given.

export interface CartRow {
  course_id: string;
  title: string;
  thumbnail: string;
  price: number;
  quantity: number;
}

/** The user's cart lines at today's course prices, in the order they were added. */
export async function cartRows(db: Queryable, userId: string): Promise<CartRow[]> {
  const result = await db.query<CartRow>(
    `SELECT c.id AS course_id, c.title, c.thumbnail, c.price, i.quantity
     FROM cart_items i JOIN courses c ON c.id = i.course_id
     WHERE i.user_id = $1 ORDER BY i.added_at, c.id`,
    [userId],
  );
  return result.rows;
}

/** Adds the course once; false when it was already in the cart. */
export async function insertCartItem(
  db: Queryable,
  userId: string,
  courseId: string,
): Promise<boolean> {
  const added = await db.query(
    `INSERT INTO cart_items (user_id, course_id) VALUES ($1, $2) ON CONFLICT (user_id, course_id) DO NOTHING`,
    [userId, courseId],
  );
  return added.rowCount > 0;
}

/** False when the course was not in the cart. */
export async function deleteCartItem(
  db: Queryable,
  userId: string,
  courseId: string,
): Promise<boolean> {
  const removed = await db.query('DELETE FROM cart_items WHERE user_id = $1 AND course_id = $2', [
    userId,
    courseId,
  ]);
  return removed.rowCount > 0;
}

export interface CartSnapshot {
  rows: CartRow[];
  pendingOrderId: string | null;
}

/**
 * The cart's lines and the order waiting for payment, if any, in one statement (one round trip,
 * one consistent snapshot): an empty cart still yields one row, carrying only the order id.
 */
export async function cartSnapshot(db: Queryable, userId: string): Promise<CartSnapshot> {
  const result = await db.query<Partial<CartRow> & { pending_order_id: string | null }>(
    `SELECT c.id AS course_id, c.title, c.thumbnail, c.price, i.quantity,
            (SELECT o.id FROM orders o WHERE o.user_id = $1 AND o.status = 'pending' LIMIT 1)
              AS pending_order_id
     FROM (SELECT 1) AS one
     LEFT JOIN cart_items i ON i.user_id = $1
     LEFT JOIN courses c ON c.id = i.course_id
     ORDER BY i.added_at, c.id`,
    [userId],
    { name: 'cart_snapshot' },
  );
  return {
    rows: result.rows.filter((row): row is CartRow & { pending_order_id: string | null } =>
      Boolean(row.course_id),
    ),
    pendingOrderId: result.rows[0]?.pending_order_id ?? null,
  };
}
