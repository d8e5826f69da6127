import type {
  Order,
  PaymentResult,
  PaymentSession,
  TestCheckoutRequest,
  VerifyPaymentRequest,
} from '@contract/types';
import type { Db } from '../../db';
import { badInputMessage, findBadInput } from '../../lib/badInput';
import { sha256 } from '../../lib/crypto';
import { conflict, forbidden, HttpError, notFound } from '../../lib/httpError';
import { findOrder, orderView, ownOrder } from '../orders';
import type { PaymentProvider } from './provider';
import { settlePayment, type CapturedPayment, type Settlement } from './settlement';
import { checkoutSignature, isValidCheckoutSignature, isValidWebhookSignature } from './signature';
import { testPaymentId } from './testProvider';

const paymentFailed = (message: string, status = 400) =>
  new HttpError(status, message, 'PAYMENT_FAILED');

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number } };
    order?: { entity?: { id?: string } };
  };
}

export type WebhookOutcome = 'granted' | 'already-handled' | 'refunded' | 'duplicate' | 'ignored';

export const PAYMENT_NOT_USED =
  'This order was already paid or cancelled, so this payment was not used. The money will be refunded to you.';

export interface CheckoutOptions {
  webhookSecret?: string;
  /** A learner's payment is being given back (called once per payment). */
  onRefund: (userId: string, amountPaise: number) => void;
  log: { error(fields: object, message: string): void };
}

export function createCheckout(db: Db, provider: PaymentProvider, options: CheckoutOptions) {
  const { webhookSecret } = options;

  async function settle(payment: CapturedPayment): Promise<Settlement> {
    const settled = await settlePayment(db, provider, payment, options.log);
    if (settled.recorded && settled.status !== 'applied')
      options.onRefund(settled.userId, payment.amountPaise);
    return settled;
  }

  async function handleEvent(event: WebhookEvent): Promise<WebhookOutcome> {
    if (event.event !== 'payment.captured' && event.event !== 'order.paid') return 'ignored';
    const payment = event.payload?.payment?.entity;
    const providerOrderId = payment?.order_id ?? event.payload?.order?.entity?.id;
    if (!providerOrderId || !payment?.id) return 'ignored';
    const attempt = (
      await db.query<{ order_id: string; amount_paise: number }>(
        'SELECT order_id, amount_paise FROM payment_attempts WHERE provider_order_id = $1',
        [providerOrderId],
      )
    ).rows[0];
    if (!attempt) return 'ignored';
    const settled = await settle({
      paymentId: payment.id,
      providerOrderId,
      orderId: attempt.order_id,
      amountPaise: typeof payment.amount === 'number' ? payment.amount : attempt.amount_paise,
    });
    if (settled.status !== 'applied') return 'refunded';
    return settled.recorded ? 'granted' : 'already-handled';
  }

  return {
    async initiate(
      userId: string,
      orderId: string,
      prefill: PaymentSession['prefill'],
    ): Promise<PaymentSession> {
      const order = await ownOrder(db, orderId, userId);
      if (order.status !== 'pending') throw conflict('This order is not awaiting payment.');
      const amount = order.total_price * 100;
      const existing = await db.query<{ provider_order_id: string }>(
        `SELECT provider_order_id FROM payment_attempts
         WHERE order_id = $1 AND provider = $2 AND amount_paise = $3 ORDER BY created_at DESC LIMIT 1`,
        [orderId, provider.kind, amount],
      );
      let providerOrderId = existing.rows[0]?.provider_order_id;
      if (!providerOrderId) {
        try {
          providerOrderId = (await provider.createOrder({ amountPaise: amount, receipt: orderId }))
            .id;
        } catch (error) {
          throw Object.assign(
            new HttpError(502, 'The payment service is not reachable right now. Please try again.'),
            {
              cause: error,
            },
          );
        }
        await db.query(
          `INSERT INTO payment_attempts (provider_order_id, order_id, provider, amount_paise) VALUES ($1, $2, $3, $4)`,
          [providerOrderId, orderId, provider.kind, amount],
        );
      }
      return {
        provider: provider.kind,
        keyId: provider.keyId,
        razorpayOrderId: providerOrderId,
        amount,
        currency: 'INR',
        orderId,
        prefill,
      };
    },

    /**
     * The checkout callback: verify the signature, then settle the payment (idempotent). A payment
     * that cannot pay the order (already paid, cancelled) is refunded and answered with 409.
     */
    async verify(userId: string, body: VerifyPaymentRequest): Promise<Order> {
      await ownOrder(db, body.orderId, userId);
      const attempt = await db.query<{ provider_order_id: string; amount_paise: number }>(
        `SELECT provider_order_id, amount_paise FROM payment_attempts
         WHERE order_id = $1 AND provider_order_id = $2 AND provider = $3`,
        [body.orderId, body.razorpay_order_id, provider.kind],
      );
      const stored = attempt.rows[0]?.provider_order_id;
      if (
        !stored ||
        !isValidCheckoutSignature(
          provider.secret,
          stored,
          body.razorpay_payment_id,
          body.razorpay_signature,
        )
      ) {
        throw paymentFailed(
          'We could not verify this payment. If money was taken, it will be refunded.',
        );
      }
      const settled = await settle({
        paymentId: body.razorpay_payment_id,
        providerOrderId: stored,
        orderId: body.orderId,
        amountPaise: attempt.rows[0].amount_paise,
      });
      if (settled.status !== 'applied') throw conflict(PAYMENT_NOT_USED, 'PAYMENT_FAILED');
      return orderView(db, (await findOrder(db, body.orderId))!);
    },

    /** Test mode's checkout dialog: pays (or declines) a test provider order, signed like Razorpay. */
    async testCheckout(userId: string, body: TestCheckoutRequest): Promise<PaymentResult> {
      if (provider.kind !== 'test') throw notFound('Test checkout is only available in test mode.');
      const attempt = await db.query<{ user_id: string }>(
        `SELECT o.user_id FROM payment_attempts a JOIN orders o ON o.id = a.order_id
         WHERE a.provider_order_id = $1 AND a.provider = 'test'`,
        [body.razorpayOrderId],
      );
      const owner = attempt.rows[0]?.user_id;
      if (!owner) throw notFound('Payment not found.');
      if (owner !== userId) throw forbidden('This payment belongs to another account.');
      if (body.outcome === 'failure') throw paymentFailed('Payment declined (test mode).', 402);
      const paymentId = testPaymentId();
      return {
        razorpay_order_id: body.razorpayOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(provider.secret, body.razorpayOrderId, paymentId),
      };
    },

    get webhookEnabled(): boolean {
      return Boolean(webhookSecret);
    },

    /** Razorpay's server-to-server notice; repeated deliveries of one event id are ignored. */
    async webhook(
      rawBody: Buffer,
      signature: string,
      eventIdHeader: string | undefined,
    ): Promise<WebhookOutcome> {
      if (!webhookSecret) throw notFound('Payment webhooks are not configured.');
      if (!isValidWebhookSignature(webhookSecret, rawBody, signature))
        throw new HttpError(400, 'Invalid webhook signature.');
      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
      } catch {
        throw new HttpError(400, 'The webhook body is not valid JSON.');
      }
      const bad = findBadInput(event);
      if (bad) throw new HttpError(400, badInputMessage('body', bad));
      const eventId = eventIdHeader || `sha256:${sha256(rawBody.toString('utf8'))}`;
      const seen = await db.query('SELECT 1 FROM payment_events WHERE event_id = $1', [eventId]);
      if (seen.rowCount > 0) return 'duplicate';
      const outcome = await handleEvent(event);
      // Recorded once handled: an event whose handling failed is handled again when redelivered.
      // Settling is idempotent, so two deliveries racing here do no harm.
      await db.query(
        'INSERT INTO payment_events (event_id, event) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING',
        [eventId, event.event ?? 'unknown'],
      );
      return outcome;
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
