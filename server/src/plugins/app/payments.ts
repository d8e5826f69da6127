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
    /** Payments through Razorpay, or Test mode's offline provider (config.payments.mode). */
    checkout: Checkout;
    /** The provider itself (refunds ask it directly). */
    paymentProvider: PaymentProvider;
  }
}

/** The provider config.payments.mode names (loadConfig has refused half a pair of keys). */
function providerFor(config: AppConfig): PaymentProvider {
  if (config.payments.mode === 'test') return createTestProvider(config.secrets.testPayment);
  const { keyId, keySecret, apiUrl } = config.razorpay;
  if (!keyId || !keySecret)
    throw new Error('Razorpay payments need RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.');
  return createRazorpayProvider({ keyId, keySecret, apiUrl });
}

export const TEST_MODE_WARNING =
  'Payments are in TEST MODE: the checkout takes no money, and invoices and credit notes are numbered TEST-… and marked not valid. Set the Razorpay keys for real payments.';

export const paymentsPlugin = fp<{ paymentProvider?: PaymentProvider }>(
  async (fastify, { paymentProvider }) => {
    const provider = paymentProvider ?? providerFor(fastify.config);
    if (provider.kind === 'test') fastify.log.warn(TEST_MODE_WARNING);
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
