import { createHash, randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';

export const TEST_KEY_ID = 'rzp_test_local';

/**
 * The offline stand-in used when no Razorpay keys are set ("Test mode" in the SPA). Its orders and
 * payments are signed exactly like Razorpay's, with a local secret, so the same verification runs.
 */
export function createTestProvider(secret: string): PaymentProvider {
  return {
    kind: 'test',
    keyId: TEST_KEY_ID,
    secret,
    createOrder: async () => ({ id: `order_test_${randomBytes(9).toString('base64url')}` }),
    // Nothing was charged: the refund is done as soon as it is asked for. Its id follows from the
    // idempotency key, so asking again answers the same refund, as Razorpay does.
    refund: async (_paymentId, _amountPaise, idempotencyKey) => ({
      id: `rfnd_test_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 12)}`,
    }),
  };
}

export const testPaymentId = (): string => `pay_test_${randomBytes(9).toString('base64url')}`;
