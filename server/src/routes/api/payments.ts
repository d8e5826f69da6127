import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paymentsSchemas } from '@contract/schemas/payments';

const headerText = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Test mode's checkout and Razorpay's webhook, under /api/payments. */
export const paymentsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/test/checkout',
    { schema: paymentsSchemas.testCheckout, preHandler: fastify.authenticate },
    async (request) => fastify.checkout.testCheckout(request.userId, request.body),
  );

  // Razorpay signs the raw bytes, so this route's scope keeps every body as a Buffer.
  await fastify.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post('/razorpay/webhook', { schema: paymentsSchemas.webhook }, async (request) => {
      const outcome = await fastify.checkout.webhook(
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        headerText(request.headers['x-razorpay-signature']) ?? '',
        headerText(request.headers['x-razorpay-event-id']),
      );
      request.log.info({ outcome }, 'Razorpay webhook handled');
      return { ok: true };
    });
  });
};
