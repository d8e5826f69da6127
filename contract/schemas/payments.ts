import { Type } from 'typebox';
import { errors, Uuid } from './common';
import { OrderMutationResponse } from './orders';

const ProviderId = Type.String({ minLength: 1, maxLength: 100 });

/** What POST /orders/initiate-razorpay answers: enough to open the provider's checkout. */
export const PaymentSession = Type.Object({
  provider: Type.Enum(['razorpay', 'test']),
  keyId: Type.String(),
  razorpayOrderId: Type.String(),
  /** In paise. */
  amount: Type.Integer({ description: 'In paise' }),
  currency: Type.Literal('INR'),
  orderId: Type.String(),
  prefill: Type.Object({ name: Type.String(), email: Type.String() }),
});

/** What a completed checkout hands back (Razorpay's field names); the server verifies the signature. */
export const PaymentResult = Type.Object({
  razorpay_order_id: Type.String(),
  razorpay_payment_id: Type.String(),
  razorpay_signature: Type.String(),
});

export const InitiatePaymentRequest = Type.Object(
  { orderId: Uuid },
  { additionalProperties: false },
);

export const VerifyPaymentRequest = Type.Object(
  {
    orderId: Uuid,
    razorpay_order_id: ProviderId,
    razorpay_payment_id: ProviderId,
    razorpay_signature: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const TestCheckoutRequest = Type.Object(
  { razorpayOrderId: ProviderId, outcome: Type.Enum(['success', 'failure']) },
  { additionalProperties: false },
);

export const WebhookEvent = Type.Unknown({
  description:
    'A Razorpay event, signed over the raw bytes in x-razorpay-signature. The events handled (payment.captured, order.paid, refund.processed, refund.failed) must match their schema (400 otherwise); any other event is answered 200 and ignored.',
});

// Razorpay's webhook bodies, checked after the signature over the raw bytes: only the fields the
// server reads are described; Razorpay sends many more, which are allowed and ignored.

/** Every signed body: an object naming its event. */
export const RazorpayWebhookEnvelope = Type.Object({
  event: Type.String({ minLength: 1, maxLength: 100 }),
});

/** A captured payment (payment.captured), or an order paid in full (order.paid). */
export const RazorpayPaymentEvent = Type.Object({
  event: Type.Union([Type.Literal('payment.captured'), Type.Literal('order.paid')]),
  payload: Type.Object({
    payment: Type.Object({
      entity: Type.Object({
        id: ProviderId,
        /** The provider order it paid; null for a payment made without one. */
        order_id: Type.Optional(Type.Union([ProviderId, Type.Null()])),
        /** In paise. */
        amount: Type.Integer({ minimum: 0 }),
      }),
    }),
    order: Type.Optional(Type.Object({ entity: Type.Object({ id: ProviderId }) })),
  }),
});

/** A refund the server asked for, done (refund.processed) or failed (refund.failed). */
export const RazorpayRefundEvent = Type.Object({
  event: Type.Union([Type.Literal('refund.processed'), Type.Literal('refund.failed')]),
  payload: Type.Object({
    refund: Type.Object({
      entity: Type.Object({
        id: ProviderId,
        payment_id: ProviderId,
        /** In paise. */
        amount: Type.Integer({ minimum: 0 }),
        status: Type.String({ maxLength: 40 }),
      }),
    }),
  }),
});
export const WebhookResponse = Type.Object({ ok: Type.Boolean() });

export const paymentsSchemas = {
  initiate: {
    tags: ['payments'],
    summary: "Open the provider's checkout for a pending order (the same provider order again)",
    body: InitiatePaymentRequest,
    response: { 200: PaymentSession, ...errors(400, 401, 403, 404, 409, 502) },
  },
  verify: {
    tags: ['payments'],
    summary: 'Hand in the checkout result: the signature is checked and the order paid (once)',
    body: VerifyPaymentRequest,
    response: { 200: OrderMutationResponse, ...errors(400, 401, 403, 404, 409) },
  },
  testCheckout: {
    tags: ['payments'],
    summary: "Test mode's checkout dialog: pays or declines, signed like Razorpay",
    body: TestCheckoutRequest,
    response: { 200: PaymentResult, ...errors(400, 401, 402, 403, 404) },
  },
  webhook: {
    tags: ['payments'],
    summary: "Razorpay's server-to-server notice (on when RAZORPAY_WEBHOOK_SECRET is set)",
    body: WebhookEvent,
    response: { 200: WebhookResponse, ...errors(400, 404) },
  },
};
