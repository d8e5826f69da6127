import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paymentsSchemas } from '@contract/schemas/payments';
import { named } from '../../lib/pluginName';

const headerText = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Test mode's checkout and Razorpay's webhook, under /api/payments. */
export const paymentsRoutes: FastifyPluginAsyncTypebox = named(
  'payments routes',
  async (fastify) => {
    fastify.addHook('onRequest', fastify.authenticate);

    fastify.post('/test/checkout', { schema: paymentsSchemas.testCheckout }, async (request) =>
      fastify.checkout.testCheckout(request.userId, request.body),
    );

    // Razorpay signs the raw bytes, so this route's scope keeps every body as a Buffer.
    await fastify.register(
      named('razorpay webhook routes', async (webhook) => {
        webhook.removeAllContentTypeParsers();
        webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
          done(null, body),
        );
        // Razorpay's call: its signature is the proof, checked by the service.
        const fromRazorpay = {
          schema: paymentsSchemas.webhook,
          config: { access: 'public' as const },
        };
        webhook.post('/razorpay/webhook', fromRazorpay, async (request) => {
          const outcome = await fastify.checkout.webhook(
            Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            headerText(request.headers['x-razorpay-signature']) ?? '',
            headerText(request.headers['x-razorpay-event-id']),
          );
          request.log.info({ outcome }, 'Razorpay webhook handled');
          return { ok: true };
        });
      }),
    );
  },
);
