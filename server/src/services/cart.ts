import {
  ALREADY_IN_CART,
  ALREADY_PURCHASED,
  CART_LOCKED_BY_ORDER,
  COURSE_ADDED,
  COURSE_REMOVED,
  NOT_IN_CART,
} from '@contract/messages/cart';
import { COURSE_NOT_FOUND } from '@contract/messages/courses';
import {
  TEST_ADDED,
  TEST_ALREADY_IN_CART,
  TEST_NOT_FOUND,
  TEST_NOT_ON_SALE,
  TEST_REMOVED,
  testAlreadyHeld,
} from '@contract/messages/testProducts';
import type { Cart, CartItem, CartMutationResponse, ProductModel } from '@contract/types';
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
import { holdsUntakenTest } from '../repositories/testEntitlements';
import { findTestProduct } from '../repositories/testProducts';
import { lockUser } from './accounts/accounts';

const toCartItem = (row: CartRow): CartItem => ({
  productId: row.product_id,
  model: row.model,
  price: row.price,
  thumbnail: row.thumbnail,
  title: row.title,
  quantity: row.quantity,
});

/** The cart's items at today's prices; the client's idea of the total is never used. */
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

/** A course may be added when it exists and the learner does not own it. */
async function checkCourse(tx: Queryable, userId: string, courseId: string): Promise<void> {
  if (!(await courseExists(tx, courseId))) throw notFound(COURSE_NOT_FOUND);
  if (await ownsCourse(tx, userId, courseId))
    throw conflict(ALREADY_PURCHASED, 'ALREADY_PURCHASED');
}

/**
 * A test may be added when it is on sale and the learner holds no copy of it still to take (one
 * attempt at a time per test: a bought test not started, not expired, not refunded).
 */
async function checkTest(tx: Queryable, userId: string, testId: string): Promise<void> {
  const test = await findTestProduct(tx, testId);
  if (!test) throw notFound(TEST_NOT_FOUND);
  if (!test.on_sale) throw conflict(TEST_NOT_ON_SALE);
  if (await holdsUntakenTest(tx, userId, testId))
    throw conflict(testAlreadyHeld(test.name), 'ALREADY_PURCHASED');
}

/** Adds a course the learner does not own yet, or a test on sale; adding it twice changes nothing. */
export async function addToCart(
  db: Db,
  userId: string,
  productId: string,
  model: ProductModel = 'Course',
): Promise<CartMutationResponse> {
  const already = model === 'Test' ? TEST_ALREADY_IN_CART : ALREADY_IN_CART;
  // Adding a product that is already there changes nothing, so it needs no lock or transaction:
  // answered from one look at the cart (a double click, a second tab, a retried request).
  const current = await loadCart(db, userId);
  if (current.items.some((item) => item.productId === productId && item.model === model))
    return { message: already, cart: current };
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (model === 'Test') await checkTest(tx, userId, productId);
    else await checkCourse(tx, userId, productId);
    const added = await insertCartItem(tx, userId, productId, model);
    const message = model === 'Test' ? TEST_ADDED : COURSE_ADDED;
    return { message: added ? message : already, cart: await loadCart(tx, userId) };
  });
}

/** Removes a course or test, unless an order made from this cart is waiting for payment. */
export async function removeFromCart(
  db: Db,
  userId: string,
  productId: string,
): Promise<CartMutationResponse> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (await pendingOrderId(tx, userId)) throw conflict(CART_LOCKED_BY_ORDER, 'ORDER_IN_PROGRESS');
    const removed = await deleteCartItem(tx, userId, productId);
    if (!removed) throw notFound(NOT_IN_CART);
    const message = removed === 'Test' ? TEST_REMOVED : COURSE_REMOVED;
    return { message, cart: await loadCart(tx, userId) };
  });
}
