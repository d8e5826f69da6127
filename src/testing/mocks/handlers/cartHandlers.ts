import { http, HttpResponse } from 'msw';
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
  testAlreadyHeld,
} from '@contract/messages/testProducts';
import { AddToCartRequest } from '@contract/schemas/cart';
import type { Cart } from '@contract/types';
import { db } from '../db';
import { apiUrl, checkedBody, errorResponse, unauthorized, userIdOf } from '../http';

export const recomputeTotal = (cart: Cart): void => {
  cart.totalPrice = cart.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
};

export const cartHandlers = [
  http.get(apiUrl('/cart'), ({ request }) => {
    const userId = userIdOf(request);
    return userId ? HttpResponse.json({ cart: db.cartOf(userId) }) : unauthorized();
  }),
  http.post(apiUrl('/cart'), async ({ request }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const checked = await checkedBody(request, AddToCartRequest);
    if ('invalid' in checked) return checked.invalid;
    const { productId, model, quantity } = checked.body;
    if (model === 'Test') {
      const test = db.tests.find((candidate) => candidate.id === productId);
      if (!test) return errorResponse(404, TEST_NOT_FOUND);
      if (!test.onSale) return errorResponse(409, TEST_NOT_ON_SALE);
      if (db.heldTests.get(userId)?.includes(productId))
        return errorResponse(409, testAlreadyHeld(test.name));
      const cart = db.cartOf(userId);
      if (cart.items.some((item) => item.productId === productId))
        return HttpResponse.json({ message: TEST_ALREADY_IN_CART, cart });
      const { name: title, image: thumbnail, price } = test;
      cart.items.push({ productId, model, quantity, title, thumbnail, price });
      recomputeTotal(cart);
      return HttpResponse.json({ message: TEST_ADDED, cart });
    }
    const course = db.courses.find((c) => c._id === productId);
    if (!course) return errorResponse(404, COURSE_NOT_FOUND);
    if (db.purchases.get(userId)?.includes(productId)) {
      return errorResponse(409, ALREADY_PURCHASED, 'ALREADY_PURCHASED');
    }
    const cart = db.cartOf(userId);
    if (cart.items.some((item) => item.productId === productId))
      return HttpResponse.json({ message: ALREADY_IN_CART, cart });
    const { title, thumbnail, price } = course;
    cart.items.push({ productId, model, quantity, title, thumbnail, price });
    recomputeTotal(cart);
    return HttpResponse.json({ message: COURSE_ADDED, cart });
  }),
  http.delete(apiUrl('/cart/item/:productId'), ({ request, params }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const cart = db.cartOf(userId);
    if (cart.activeOrderId) {
      return errorResponse(409, CART_LOCKED_BY_ORDER, 'ORDER_IN_PROGRESS');
    }
    if (!cart.items.some((item) => item.productId === params.productId)) {
      return errorResponse(404, NOT_IN_CART);
    }
    cart.items = cart.items.filter((item) => item.productId !== params.productId);
    recomputeTotal(cart);
    return HttpResponse.json({ message: COURSE_REMOVED, cart });
  }),
];
