import {
  ALREADY_IN_CART,
  ALREADY_PURCHASED,
  CART_LOCKED_BY_ORDER,
  COURSE_ADDED,
  COURSE_REMOVED,
  NOT_IN_CART,
} from '@contract/messages/cart';
import { COURSE_NOT_FOUND } from '@contract/messages/courses';
import type { Cart, CartItem, CartMutationResponse } from '@contract/types';
import type { Db, Queryable } from '../db';
import { conflict, notFound } from '../lib/httpError';
import {
  cartRows,
  cartSnapshot,
  deleteCartItem,
  insertCartItem,
  type CartRow,
} from '../repositories/cart';
import { courseExists } from '../repositories/courses';
import { ownsCourse, pendingOrderId } from '../repositories/orders';
import { lockUser } from './accounts/accounts';

const toCartItem = (row: CartRow): CartItem => ({
  productId: row.course_id,
  model: 'Course',
  price: row.price,
  thumbnail: row.thumbnail,
  title: row.title,
  quantity: row.quantity,
});

/** The cart's items at today's course prices; the client's idea of the total is never used. */
export async function cartItems(db: Queryable, userId: string): Promise<CartItem[]> {
  return (await cartRows(db, userId)).map(toCartItem);
}

export const totalOf = (items: CartItem[]): number =>
  items.reduce((sum, item) => sum + item.price * item.quantity, 0);

export async function loadCart(db: Queryable, userId: string): Promise<Cart> {
  const { rows, pendingOrderId: activeOrderId } = await cartSnapshot(db, userId);
  const items = rows.map(toCartItem);
  return { items, totalPrice: totalOf(items), activeOrderId };
}

/** Adds a course the learner does not own yet; adding it twice changes nothing. */
export async function addToCart(
  db: Db,
  userId: string,
  courseId: string,
): Promise<CartMutationResponse> {
  // Adding a course that is already there changes nothing, so it needs no lock or transaction:
  // answered from one look at the cart (a double click, a second tab, a retried request).
  const current = await loadCart(db, userId);
  if (current.items.some((item) => item.productId === courseId))
    return { message: ALREADY_IN_CART, cart: current };
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (!(await courseExists(tx, courseId))) throw notFound(COURSE_NOT_FOUND);
    if (await ownsCourse(tx, userId, courseId))
      throw conflict(ALREADY_PURCHASED, 'ALREADY_PURCHASED');
    const added = await insertCartItem(tx, userId, courseId);
    return { message: added ? COURSE_ADDED : ALREADY_IN_CART, cart: await loadCart(tx, userId) };
  });
}

/** Removes a course, unless an order made from this cart is waiting for payment. */
export async function removeFromCart(
  db: Db,
  userId: string,
  courseId: string,
): Promise<CartMutationResponse> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (await pendingOrderId(tx, userId)) throw conflict(CART_LOCKED_BY_ORDER, 'ORDER_IN_PROGRESS');
    if (!(await deleteCartItem(tx, userId, courseId))) throw notFound(NOT_IN_CART);
    return { message: COURSE_REMOVED, cart: await loadCart(tx, userId) };
  });
}
