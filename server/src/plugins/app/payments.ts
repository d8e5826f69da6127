import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { invoiceAndReceipt } from '../../services/billing/paidOrder';
import { handleRefundEvent } from '../../services/refunds/refundEvents';
import { createCheckout, type Checkout } from '../../services/payments/checkout';
import type { PaymentProvider } from '../../services/payments/provider';
import { createRazorpayProvider } from '../../services/payments/razorpay';
import { mailRefundNotice } from '../../services/payments/refundNotice';
import { createTestProvider } from '../../services/payments/testProvider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments through Razorpay, or the offline test provider when no keys are set. */
    checkout: Checkout;
    /** The provider itself (refunds ask it directly). */
    paymentProvider: PaymentProvider;
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
    const provider = paymentProvider ?? providerFor(fastify.config);
    fastify.decorate('paymentProvider', provider);
    fastify.decorate(
      'checkout',
      createCheckout(fastify.db, provider, {
        webhookSecret: fastify.config.razorpay.webhookSecret,
        onRefund: (tx, userId, amountPaise) => mailRefundNotice(fastify, tx, userId, amountPaise),
        onPaid: (tx, orderId, paymentId, kind) =>
          invoiceAndReceipt(fastify, tx, orderId, paymentId, kind),
        onRefundEvent: (event, refund) => handleRefundEvent(fastify, event, refund),
        rules: fastify.billing,
        log: fastify.log,
      }),
    );
  },
  { name: 'payments', dependencies: ['config', 'db', 'outbox', 'billing', 'media', 'tasks'] },
);
