import type { FastifyInstance } from 'fastify';
import type {
  OrderMutationResponse,
  PaymentResult,
  PaymentSession,
  TestCheckoutRequest,
  VerifyPaymentRequest,
} from '@contract/types';
import type { AppContext } from '../context';
import { unauthorized } from '../lib/httpError';
import { orderIdBody, uuid } from '../schemas';
import { findUserById } from '../services/users';

const providerId = { type: 'string', minLength: 1, maxLength: 100 } as const;

const verifySchema = {
  body: {
    type: 'object',
    required: ['orderId', 'razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'],
    properties: {
      orderId: uuid,
      razorpay_order_id: providerId,
      razorpay_payment_id: providerId,
      razorpay_signature: { type: 'string', minLength: 1, maxLength: 200 },
    },
    additionalProperties: false,
  },
} as const;

const testCheckoutSchema = {
  body: {
    type: 'object',
    required: ['razorpayOrderId', 'outcome'],
    properties: {
      razorpayOrderId: providerId,
      outcome: { type: 'string', enum: ['success', 'failure'] },
    },
    additionalProperties: false,
  },
} as const;

export function paymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authenticate = app.authenticate;

  app.post<{ Body: { orderId: string }; Reply: PaymentSession }>(
    '/orders/initiate-razorpay',
    { schema: { body: orderIdBody }, preHandler: authenticate },
    async (request) => {
      const user = await findUserById(ctx.db, request.userId);
      if (!user) throw unauthorized();
      return ctx.checkout.initiate(request.userId, request.body.orderId, {
        name: user.name,
        email: user.email,
      });
    },
  );

  app.post<{ Body: VerifyPaymentRequest; Reply: OrderMutationResponse }>(
    '/orders/verify-payment',
    { schema: verifySchema, preHandler: authenticate },
    async (request) => ({
      message: 'Payment successful! Your courses are waiting in your dashboard.',
      order: await ctx.checkout.verify(request.userId, request.body),
    }),
  );

  app.post<{ Body: TestCheckoutRequest; Reply: PaymentResult }>(
    '/payments/test/checkout',
    { schema: testCheckoutSchema, preHandler: authenticate },
    async (request) => ctx.checkout.testCheckout(request.userId, request.body),
  );

  // Razorpay signs the raw bytes, so this route keeps the body as a Buffer.
  app.register(async (webhookScope) => {
    webhookScope.removeAllContentTypeParsers();
    webhookScope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhookScope.post<{ Body: Buffer }>('/payments/razorpay/webhook', async (request) => {
      const signature = request.headers['x-razorpay-signature'];
      const eventId = request.headers['x-razorpay-event-id'];
      const outcome = await ctx.checkout.webhook(
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : '',
        typeof eventId === 'string' ? eventId : undefined,
      );
      request.log.info({ outcome }, 'Razorpay webhook handled');
      return { ok: true };
    });
  });
}
