import type { Cart, CartItem } from '@contract/types';
import type { Queryable } from '../db';

interface CartRow {
  course_id: string;
  title: string;
  thumbnail: string;
  price: number;
  quantity: number;
}

/** The cart's items at today's course prices; the client's idea of the total is never used. */
export async function cartItems(db: Queryable, userId: string): Promise<CartItem[]> {
  const result = await db.query<CartRow>(
    `SELECT c.id AS course_id, c.title, c.thumbnail, c.price, i.quantity
     FROM cart_items i JOIN courses c ON c.id = i.course_id
     WHERE i.user_id = $1 ORDER BY i.added_at, c.id`,
    [userId],
  );
  return result.rows.map((row) => ({
    productId: row.course_id,
    model: 'Course',
    price: row.price,
    thumbnail: row.thumbnail,
    title: row.title,
    quantity: row.quantity,
  }));
}

export async function pendingOrderId(db: Queryable, userId: string): Promise<string | null> {
  const result = await db.query<{ id: string }>(
    `SELECT id FROM orders WHERE user_id = $1 AND status = 'pending'`,
    [userId],
  );
  return result.rows[0]?.id ?? null;
}

export const totalOf = (items: CartItem[]): number =>
  items.reduce((sum, item) => sum + item.price * item.quantity, 0);

export async function loadCart(db: Queryable, userId: string): Promise<Cart> {
  const items = await cartItems(db, userId);
  const activeOrderId = await pendingOrderId(db, userId);
  return { items, totalPrice: totalOf(items), activeOrderId };
}
