import { http, HttpResponse } from 'msw';
import type { AddToCartRequest, Cart } from '@contract/types';
import { db } from '../db';
import { apiUrl, errorResponse, unauthorized, userIdOf } from '../http';

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
    const { productId, model, quantity } = (await request.json()) as AddToCartRequest;
    const course = db.courses.find((c) => c._id === productId);
    if (!course) return errorResponse(404, 'Course not found.');
    if (db.purchases.get(userId)?.includes(productId)) {
      return errorResponse(409, 'You already own this course.', 'ALREADY_PURCHASED');
    }
    const cart = db.cartOf(userId);
    if (!cart.items.some((item) => item.productId === productId)) {
      const { title, thumbnail, price } = course;
      cart.items.push({ productId, model, quantity, title, thumbnail, price });
      recomputeTotal(cart);
    }
    return HttpResponse.json({ message: 'Course added to cart.', cart });
  }),
  http.delete(apiUrl('/cart/item/:productId'), ({ request, params }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const cart = db.cartOf(userId);
    if (cart.activeOrderId) {
      return errorResponse(
        409,
        'Your order is in progress; items cannot be removed.',
        'ORDER_IN_PROGRESS',
      );
    }
    if (!cart.items.some((item) => item.productId === params.productId)) {
      return errorResponse(404, 'This course is not in your cart.');
    }
    cart.items = cart.items.filter((item) => item.productId !== params.productId);
    recomputeTotal(cart);
    return HttpResponse.json({ message: 'Course removed from cart.', cart });
  }),
];
