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
    'A Razorpay event (payment.captured, order.paid), signed over the raw bytes in x-razorpay-signature',
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
