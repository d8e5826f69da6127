import type { FastifyInstance } from 'fastify';
import type {
  ApplyCouponRequest,
  CreateOrderResponse,
  OrderMutationResponse,
  OrderResponse,
  PurchasedCourse,
  PurchasedCoursesResponse,
} from '@contract/types';
import type { AppContext } from '../context';
import { idParams, uuid } from '../schemas';
import {
  applyCoupon,
  cancelOrder,
  createOrderFromCart,
  orderView,
  ownOrder,
} from '../services/orders';

const applyCouponSchema = {
  body: {
    type: 'object',
    required: ['orderId', 'couponCode'],
    properties: { orderId: uuid, couponCode: { type: 'string', minLength: 1, maxLength: 40 } },
    additionalProperties: false,
  },
} as const;

export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authenticate = app.authenticate;

  app.get<{ Reply: PurchasedCoursesResponse }>(
    '/orders/purchased-course',
    { preHandler: authenticate },
    async (request) => {
      const result = await ctx.db.query<PurchasedCourse>(
        `SELECT c.id AS "courseId", c.title, c.thumbnail, p.price
         FROM purchases p JOIN courses c ON c.id = p.course_id
         WHERE p.user_id = $1 ORDER BY p.purchased_at, c.created_at, c.id`,
        [request.userId],
      );
      return { courses: result.rows };
    },
  );

  app.post<{ Reply: CreateOrderResponse }>(
    '/orders/create',
    { preHandler: authenticate },
    async (request, reply) => {
      const { orderId, reused } = await createOrderFromCart(ctx.db, request.userId);
      return reply.status(201).send({
        message: reused ? 'Your order is ready for checkout.' : 'Order created.',
        orderId,
      });
    },
  );

  app.get<{ Params: { id: string }; Reply: OrderResponse }>(
    '/orders/:id',
    { schema: { params: idParams('id') }, preHandler: authenticate },
    async (request) => ({
      order: await orderView(ctx.db, await ownOrder(ctx.db, request.params.id, request.userId)),
    }),
  );

  app.post<{ Params: { id: string }; Reply: OrderMutationResponse }>(
    '/orders/:id/cancel',
    { schema: { params: idParams('id') }, preHandler: authenticate },
    async (request) => ({
      message: 'Order cancelled. You can change your cart again.',
      order: await cancelOrder(ctx.db, request.params.id, request.userId),
    }),
  );

  app.post<{ Body: ApplyCouponRequest; Reply: OrderMutationResponse }>(
    '/orders/apply-coupon',
    { schema: applyCouponSchema, preHandler: authenticate },
    async (request) => {
      const order = await applyCoupon(
        ctx.db,
        request.body.orderId,
        request.userId,
        request.body.couponCode,
      );
      return {
        message: `Coupon ${order.couponCode} applied. You save Rs. ${order.discount}.`,
        order,
      };
    },
  );
}
