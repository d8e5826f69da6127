import type { FastifyInstance } from 'fastify';
import type { AddToCartRequest, CartMutationResponse, CartResponse } from '@contract/types';
import type { AppContext } from '../context';
import { conflict, notFound } from '../lib/httpError';
import { idParams, uuid } from '../schemas';
import { loadCart, pendingOrderId } from '../services/cart';
import { lockUser } from '../services/orders';

const addSchema = {
  body: {
    type: 'object',
    required: ['productId', 'model'],
    properties: {
      productId: uuid,
      model: { type: 'string', enum: ['Course'] },
      // A course is held once; the field exists for the cart item shape.
      quantity: { type: 'integer', minimum: 1, maximum: 1, default: 1 },
    },
    additionalProperties: false,
  },
} as const;

export function cartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authenticate = app.authenticate;

  app.get<{ Reply: CartResponse }>('/cart', { preHandler: authenticate }, async (request) => ({
    cart: await loadCart(ctx.db, request.userId),
  }));

  app.post<{ Body: AddToCartRequest; Reply: CartMutationResponse }>(
    '/cart',
    { schema: addSchema, preHandler: authenticate },
    async (request) => {
      const { productId } = request.body;
      return ctx.db.transaction(async (tx) => {
        await lockUser(tx, request.userId);
        const course = await tx.query('SELECT 1 FROM courses WHERE id = $1', [productId]);
        if (course.rowCount === 0) throw notFound('Course not found.');
        const owned = await tx.query(
          'SELECT 1 FROM purchases WHERE user_id = $1 AND course_id = $2',
          [request.userId, productId],
        );
        if (owned.rowCount > 0)
          throw conflict('You have already purchased this course.', 'ALREADY_PURCHASED');
        const added = await tx.query(
          `INSERT INTO cart_items (user_id, course_id) VALUES ($1, $2) ON CONFLICT (user_id, course_id) DO NOTHING`,
          [request.userId, productId],
        );
        const message =
          added.rowCount > 0 ? 'Course added to cart.' : 'Course is already in your cart.';
        return { message, cart: await loadCart(tx, request.userId) };
      });
    },
  );

  app.delete<{ Params: { productId: string }; Reply: CartMutationResponse }>(
    '/cart/item/:productId',
    { schema: { params: idParams('productId') }, preHandler: authenticate },
    async (request) =>
      ctx.db.transaction(async (tx) => {
        await lockUser(tx, request.userId);
        if (await pendingOrderId(tx, request.userId)) {
          throw conflict(
            'Items cannot be removed while an order is in progress. Cancel the order first.',
            'ORDER_IN_PROGRESS',
          );
        }
        const removed = await tx.query(
          'DELETE FROM cart_items WHERE user_id = $1 AND course_id = $2',
          [request.userId, request.params.productId],
        );
        if (removed.rowCount === 0) throw notFound('This course is not in your cart.');
        return { message: 'Course removed from cart.', cart: await loadCart(tx, request.userId) };
      }),
  );
}
