export const PAYMENT_SUCCESSFUL = 'Payment successful! Your courses are waiting in your dashboard.';
export const ORDER_NOT_AWAITING_PAYMENT = 'This order is not awaiting payment.';
export const PAYMENT_SERVICE_UNREACHABLE =
  'The payment service is not reachable right now. Please try again.';
export const PAYMENT_UNVERIFIED =
  'We could not verify this payment. If money was taken, it will be refunded.';
export const PAYMENT_NOT_USED =
  'This order was already paid or cancelled, so this payment was not used. The money will be refunded to you.';

export const TEST_CHECKOUT_ONLY = 'Test checkout is only available in test mode.';
export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const PAYMENT_NOT_YOURS = 'This payment belongs to another account.';
export const PAYMENT_DECLINED_TEST = 'Payment declined (test mode).';

export const WEBHOOKS_NOT_CONFIGURED = 'Payment webhooks are not configured.';
export const WEBHOOK_SIGNATURE_INVALID = 'Invalid webhook signature.';
export const WEBHOOK_BODY_INVALID = 'The webhook body is not valid JSON.';
/** A signed body that is not an object naming its event. */
export const WEBHOOK_EVENT_MISSING = 'The webhook body does not name its event.';
