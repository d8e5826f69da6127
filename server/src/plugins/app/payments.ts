import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createCheckout, type Checkout } from '../../services/payments/checkout';
import type { PaymentProvider } from '../../services/payments/provider';
import { createRazorpayProvider } from '../../services/payments/razorpay';
import { mailRefundNotice } from '../../services/payments/refundNotice';
import { createTestProvider } from '../../services/payments/testProvider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments through Razorpay, or the offline test provider when no keys are set. */
    checkout: Checkout;
  }
}

function providerFor(config: AppConfig): PaymentProvider {
  const { keyId, keySecret, apiUrl } = config.razorpay;
  return keyId && keySecret
    ? createRazorpayProvider({ keyId, keySecret, apiUrl })
    : createTestProvider(config.secrets.testPayment);
}

export const paymentsPlugin = fp<{ paymentProvider?: PaymentProvider }>(
  async (fastify, { paymentProvider }) => {
    fastify.decorate(
      'checkout',
      createCheckout(fastify.db, paymentProvider ?? providerFor(fastify.config), {
        webhookSecret: fastify.config.razorpay.webhookSecret,
        onRefund: (tx, userId, amountPaise) => mailRefundNotice(fastify, tx, userId, amountPaise),
        log: fastify.log,
      }),
    );
  },
  { name: 'payments', dependencies: ['config', 'db', 'outbox'] },
);
