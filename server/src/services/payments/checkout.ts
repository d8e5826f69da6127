import {
  ORDER_NOT_AWAITING_PAYMENT,
  PAYMENT_DECLINED_TEST,
  PAYMENT_NOT_FOUND,
  PAYMENT_NOT_USED,
  PAYMENT_NOT_YOURS,
  PAYMENT_SERVICE_UNREACHABLE,
  PAYMENT_SUCCESSFUL,
  PAYMENT_UNVERIFIED,
  TEST_CHECKOUT_ONLY,
  WEBHOOK_SIGNATURE_INVALID,
  WEBHOOKS_NOT_CONFIGURED,
} from '@contract/messages/payments';
import { ORDER_OVER_PAYMENT_MAX } from '@contract/messages/orders';
import { BILLING_NEEDED_BEFORE_PAYING } from '@contract/messages/refunds';
import { PAYMENT_MAX_RUPEES } from '@contract/constants';
import type {
  OrderMutationResponse,
  PaymentResult,
  PaymentSession,
  TestCheckoutRequest,
  VerifyPaymentRequest,
} from '@contract/types';
import type { Db } from '../../db';
import { sha256 } from '../../lib/crypto';
import { conflict, forbidden, HttpError, notFound, unauthorized } from '../../lib/httpError';
import { requireOrder } from '../../repositories/orders';
import {
  findAttempt,
  findAttemptOfOrder,
  findProviderOrderId,
  insertPaymentAttempt,
  recordWebhookEvent,
  testAttemptOwnerId,
  webhookEventSeen,
} from '../../repositories/payments';
import { findUserById } from '../../repositories/users';
import type { BillingRules } from '../billing/rules';
import { orderView, ownOrder } from '../orders/orders';
import type { RefundEntity, RefundEventOutcome } from '../refunds/refundEvents';
import type { PaymentProvider } from './provider';
import {
  settlePayment,
  type CapturedPayment,
  type PaidHook,
  type RefundPendingHook,
  type Settlement,
} from './settlement';
import { checkoutSignature, isValidCheckoutSignature, isValidWebhookSignature } from './signature';
import { testPaymentId } from './testProvider';
import { readWebhookBody, type WebhookBody } from './webhookEvent';

const paymentFailed = (message: string, status = 400) =>
  new HttpError(status, message, 'PAYMENT_FAILED');

export type WebhookOutcome =
  'granted' | 'already-handled' | 'refunded' | 'duplicate' | 'ignored' | RefundEventOutcome;

export interface CheckoutOptions {
  webhookSecret?: string;
  /** A learner's payment is being given back (called once per payment, as it is recorded). */
  onRefund: RefundPendingHook;
  /** The order has just been paid (in the paying transaction): its invoice and receipt. */
  onPaid: PaidHook;
  /** Razorpay's refund.processed / refund.failed for one of our refunds. */
  onRefundEvent: (
    event: 'refund.processed' | 'refund.failed',
    refund: RefundEntity,
  ) => Promise<WebhookOutcome>;
  rules: BillingRules;
  log: { error(fields: object, message: string): void };
}

export function createCheckout(db: Db, provider: PaymentProvider, options: CheckoutOptions) {
  const { webhookSecret } = options;

  const settle = (payment: CapturedPayment): Promise<Settlement> =>
    settlePayment(db, provider, payment, {
      log: options.log,
      onRefundPending: options.onRefund,
      onPaid: options.onPaid,
      testValidityDays: options.rules.testValidityDays,
    });

  async function handleEvent(body: WebhookBody): Promise<WebhookOutcome> {
    if (body.kind === 'other') return 'ignored';
    if (body.kind === 'refund')
      return options.onRefundEvent(body.event.event, body.event.payload.refund.entity);
    const { payload } = body.event;
    const payment = payload.payment.entity;
    const providerOrderId = payment.order_id ?? payload.order?.entity.id;
    if (!providerOrderId) return 'ignored';
    const attempt = await findAttempt(db, providerOrderId);
    if (!attempt) return 'ignored';
    const settled = await settle({
      paymentId: payment.id,
      providerOrderId,
      orderId: attempt.order_id,
      amountPaise: payment.amount,
    });
    if (settled.status !== 'applied') return 'refunded';
    return settled.recorded ? 'granted' : 'already-handled';
  }

  return {
    /** The checkout to open for a pending order, prefilled with the learner's name and email. */
    async initiate(userId: string, orderId: string): Promise<PaymentSession> {
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      const prefill = { name: user.name, email: user.email };
      const order = await ownOrder(db, orderId, userId);
      if (order.status !== 'pending') throw conflict(ORDER_NOT_AWAITING_PAYMENT);
      if (!order.billing_name || !order.billing_state_code)
        throw conflict(BILLING_NEEDED_BEFORE_PAYING);
      // An order made before prices were bounded: the provider (and a paise column) would refuse it.
      if (order.total_price > PAYMENT_MAX_RUPEES) throw conflict(ORDER_OVER_PAYMENT_MAX);
      const amount = order.total_price * 100;
      let providerOrderId = await findProviderOrderId(db, orderId, provider.kind, amount);
      if (!providerOrderId) {
        try {
          providerOrderId = (await provider.createOrder({ amountPaise: amount, receipt: orderId }))
            .id;
        } catch (error) {
          throw Object.assign(new HttpError(502, PAYMENT_SERVICE_UNREACHABLE), { cause: error });
        }
        await insertPaymentAttempt(db, {
          providerOrderId,
          orderId,
          provider: provider.kind,
          amountPaise: amount,
        });
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
    async verify(userId: string, body: VerifyPaymentRequest): Promise<OrderMutationResponse> {
      await ownOrder(db, body.orderId, userId);
      const attempt = await findAttemptOfOrder(
        db,
        body.orderId,
        body.razorpay_order_id,
        provider.kind,
      );
      if (
        !attempt ||
        !isValidCheckoutSignature(
          provider.secret,
          attempt.provider_order_id,
          body.razorpay_payment_id,
          body.razorpay_signature,
        )
      ) {
        throw paymentFailed(PAYMENT_UNVERIFIED);
      }
      const settled = await settle({
        paymentId: body.razorpay_payment_id,
        providerOrderId: attempt.provider_order_id,
        orderId: body.orderId,
        amountPaise: attempt.amount_paise,
      });
      if (settled.status !== 'applied') throw conflict(PAYMENT_NOT_USED, 'PAYMENT_FAILED');
      return {
        message: PAYMENT_SUCCESSFUL,
        order: await orderView(db, await requireOrder(db, body.orderId), options.rules),
      };
    },

    /** Test mode's checkout dialog: pays (or declines) a test provider order, signed like Razorpay. */
    async testCheckout(userId: string, body: TestCheckoutRequest): Promise<PaymentResult> {
      if (provider.kind !== 'test') throw notFound(TEST_CHECKOUT_ONLY);
      const owner = await testAttemptOwnerId(db, body.razorpayOrderId);
      if (!owner) throw notFound(PAYMENT_NOT_FOUND);
      if (owner !== userId) throw forbidden(PAYMENT_NOT_YOURS);
      if (body.outcome === 'failure') throw paymentFailed(PAYMENT_DECLINED_TEST, 402);
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

    /**
     * Razorpay's server-to-server notice: the signature is checked over the raw bytes first, then
     * the body against the contract's schema of its event (400 when malformed); events not handled
     * are answered and ignored. Repeated deliveries of one event id are ignored.
     */
    async webhook(
      rawBody: Buffer,
      signature: string,
      eventIdHeader: string | undefined,
    ): Promise<WebhookOutcome> {
      if (!webhookSecret) throw notFound(WEBHOOKS_NOT_CONFIGURED);
      if (!isValidWebhookSignature(webhookSecret, rawBody, signature))
        throw new HttpError(400, WEBHOOK_SIGNATURE_INVALID);
      const body = readWebhookBody(rawBody);
      const eventId = eventIdHeader || `sha256:${sha256(rawBody.toString('utf8'))}`;
      if (await webhookEventSeen(db, eventId)) return 'duplicate';
      const outcome = await handleEvent(body);
      // Recorded once handled: an event whose handling failed is handled again when redelivered.
      // Settling is idempotent, so two deliveries racing here do no harm.
      await recordWebhookEvent(db, eventId, body.kind === 'other' ? body.event : body.event.event);
      return outcome;
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
