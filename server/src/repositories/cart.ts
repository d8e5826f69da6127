import type { ProductModel } from '@contract/types';
import type { Queryable } from '../db';

// Cart lines: a course or a test each. Each function runs on the database or on the transaction it
// is given.

export interface CartRow {
  product_id: string;
  model: ProductModel;
  title: string;
  thumbnail: string;
  price: number;
  quantity: number;
}

/** A line's product as the cart shows it: a course's title and thumbnail, a test's name and image. */
const LINE_COLUMNS = `coalesce(c.id, t.id) AS product_id,
  CASE WHEN i.test_id IS NULL THEN 'Course' ELSE 'Test' END AS model,
  coalesce(c.title, t.name) AS title, coalesce(c.thumbnail, t.image) AS thumbnail,
  coalesce(c.price, t.price) AS price, i.quantity`;

/** The user's cart lines at today's prices, in the order they were added. */
export async function cartRows(db: Queryable, userId: string): Promise<CartRow[]> {
  const result = await db.query<CartRow>(
    `SELECT ${LINE_COLUMNS}
     FROM cart_items i LEFT JOIN courses c ON c.id = i.course_id
     LEFT JOIN test_products t ON t.id = i.test_id
     WHERE i.user_id = $1 ORDER BY i.added_at, coalesce(c.id, t.id)`,
    [userId],
  );
  return result.rows;
}

/** Adds the course or test once; false when it was already in the cart. */
export async function insertCartItem(
  db: Queryable,
  userId: string,
  productId: string,
  model: ProductModel = 'Course',
): Promise<boolean> {
  const column = model === 'Test' ? 'test_id' : 'course_id';
  const added = await db.query(
    `INSERT INTO cart_items (user_id, ${column}) VALUES ($1, $2)
     ON CONFLICT (user_id, ${column}) WHERE ${column} IS NOT NULL DO NOTHING`,
    [userId, productId],
  );
  return added.rowCount > 0;
}

/** What was removed (a course or a test), or undefined when the product was not in the cart. */
export async function deleteCartItem(
  db: Queryable,
  userId: string,
  productId: string,
): Promise<ProductModel | undefined> {
  const removed = await db.query<{ model: ProductModel }>(
    `DELETE FROM cart_items WHERE user_id = $1 AND (course_id = $2 OR test_id = $2)
     RETURNING CASE WHEN test_id IS NULL THEN 'Course' ELSE 'Test' END AS model`,
    [userId, productId],
  );
  return removed.rows[0]?.model;
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
    `SELECT ${LINE_COLUMNS},
            (SELECT o.id FROM orders o WHERE o.user_id = $1 AND o.status = 'pending' LIMIT 1)
              AS pending_order_id
     FROM (SELECT 1) AS one
     LEFT JOIN cart_items i ON i.user_id = $1
     LEFT JOIN courses c ON c.id = i.course_id
     LEFT JOIN test_products t ON t.id = i.test_id
     ORDER BY i.added_at, coalesce(c.id, t.id)`,
    [userId],
    { name: 'cart_snapshot' },
  );
  return {
    rows: result.rows.filter((row): row is CartRow & { pending_order_id: string | null } =>
      Boolean(row.product_id),
    ),
    pendingOrderId: result.rows[0]?.pending_order_id ?? null,
  };
}
