import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { billingSchemas } from '@contract/schemas/billing';
import { ordersSchemas } from '@contract/schemas/orders';
import { paymentsSchemas } from '@contract/schemas/payments';
import { creditNoteLink, invoiceLink } from '../../services/billing/documentAccess';
import { setBillingDetails } from '../../services/orders/orderBilling';
import { orderHistory } from '../../services/orders/orderHistory';
import {
  applyCoupon,
  cancelOrder,
  createOrderFromCart,
  listPurchasedCourses,
  removeCoupon,
  replaceCoupon,
  userOrder,
} from '../../services/orders/orders';
import { requestRefund } from '../../services/refunds/requestRefund';
import { named } from '../../lib/pluginName';

/** Orders made from the cart, their coupons, billing, payment, documents and refunds, under /api/orders. */
export const ordersRoutes: FastifyPluginAsyncTypebox = named('orders routes', async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const rules = fastify.billing;
  const now = () => fastify.clock.now();

  // Static paths first in the reader's eye; the router matches them before '/:id' anyway.
  fastify.get('/', { schema: billingSchemas.history }, async (request) =>
    orderHistory(fastify.db, request.userId),
  );

  fastify.get('/purchased-course', { schema: ordersSchemas.purchasedCourses }, async (request) =>
    listPurchasedCourses(fastify.db, request.userId),
  );

  fastify.post('/create', { schema: ordersSchemas.create }, async (request, reply) =>
    reply.status(201).send(await createOrderFromCart(fastify.db, request.userId)),
  );

  fastify.post('/apply-coupon', { schema: ordersSchemas.applyCoupon }, async (request) =>
    applyCoupon(fastify.db, request.body.orderId, request.userId, request.body.couponCode, rules),
  );

  fastify.put('/:id/coupon', { schema: ordersSchemas.replaceCoupon }, async (request) =>
    replaceCoupon(fastify.db, request.params.id, request.userId, request.body.couponCode, rules),
  );

  fastify.delete('/:id/coupon', { schema: ordersSchemas.removeCoupon }, async (request) =>
    removeCoupon(fastify.db, request.params.id, request.userId, rules),
  );

  fastify.put('/:id/billing', { schema: ordersSchemas.setBilling }, async (request) =>
    setBillingDetails(fastify.db, request.params.id, request.userId, request.body, rules),
  );

  fastify.post('/initiate-razorpay', { schema: paymentsSchemas.initiate }, async (request) =>
    fastify.checkout.initiate(request.userId, request.body.orderId),
  );

  fastify.post('/verify-payment', { schema: paymentsSchemas.verify }, async (request) =>
    fastify.checkout.verify(request.userId, request.body),
  );

  fastify.get('/:id', { schema: ordersSchemas.order }, async (request) => ({
    order: await userOrder(fastify.db, request.params.id, request.userId, rules),
  }));

  fastify.post('/:id/cancel', { schema: ordersSchemas.cancel }, async (request) =>
    cancelOrder(fastify.db, request.params.id, request.userId, rules),
  );

  fastify.post('/:id/refund', { schema: ordersSchemas.requestRefund }, async (request) =>
    requestRefund(
      fastify,
      request.params.id,
      request.userId,
      request.body.reason,
      request.body.productIds,
    ),
  );

  fastify.post('/:id/invoice-link', { schema: billingSchemas.documentLink }, async (request) =>
    invoiceLink(fastify.db, fastify.documentLinks, request.params.id, request.userId, now()),
  );

  fastify.post(
    '/refunds/:id/credit-note-link',
    { schema: billingSchemas.creditNoteLink },
    async (request) =>
      creditNoteLink(fastify.db, fastify.documentLinks, request.params.id, request.userId, now()),
  );
});
