import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ordersSchemas } from '@contract/schemas/orders';
import { paymentsSchemas } from '@contract/schemas/payments';
import {
  applyCoupon,
  cancelOrder,
  createOrderFromCart,
  listPurchasedCourses,
  removeCoupon,
  replaceCoupon,
  userOrder,
} from '../../services/orders';

/** Orders made from the cart, their coupons and their payment, under /api/orders. */
export const ordersRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('preHandler', fastify.authenticate);

  fastify.get('/purchased-course', { schema: ordersSchemas.purchasedCourses }, async (request) =>
    listPurchasedCourses(fastify.db, request.userId),
  );

  fastify.post('/create', { schema: ordersSchemas.create }, async (request, reply) =>
    reply.status(201).send(await createOrderFromCart(fastify.db, request.userId)),
  );

  fastify.post('/apply-coupon', { schema: ordersSchemas.applyCoupon }, async (request) =>
    applyCoupon(fastify.db, request.body.orderId, request.userId, request.body.couponCode),
  );

  fastify.put('/:id/coupon', { schema: ordersSchemas.replaceCoupon }, async (request) =>
    replaceCoupon(fastify.db, request.params.id, request.userId, request.body.couponCode),
  );

  fastify.delete('/:id/coupon', { schema: ordersSchemas.removeCoupon }, async (request) =>
    removeCoupon(fastify.db, request.params.id, request.userId),
  );

  fastify.post('/initiate-razorpay', { schema: paymentsSchemas.initiate }, async (request) =>
    fastify.checkout.initiate(request.userId, request.body.orderId),
  );

  fastify.post('/verify-payment', { schema: paymentsSchemas.verify }, async (request) =>
    fastify.checkout.verify(request.userId, request.body),
  );

  fastify.get('/:id', { schema: ordersSchemas.order }, async (request) => ({
    order: await userOrder(fastify.db, request.params.id, request.userId),
  }));

  fastify.post('/:id/cancel', { schema: ordersSchemas.cancel }, async (request) =>
    cancelOrder(fastify.db, request.params.id, request.userId),
  );
};
