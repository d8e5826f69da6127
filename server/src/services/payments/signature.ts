import { hexDigestsEqual, hmacSha256Hex } from '../../lib/crypto';

/** Razorpay's checkout signature: hex(HMAC_SHA256(key_secret, order_id + "|" + payment_id)). */
export const checkoutSignature = (
  secret: string,
  providerOrderId: string,
  paymentId: string,
): string => hmacSha256Hex(secret, `${providerOrderId}|${paymentId}`);

/** Checked against the provider order id the server stored, never the one the client sent. */
export const isValidCheckoutSignature = (
  secret: string,
  storedProviderOrderId: string,
  paymentId: string,
  signature: string,
): boolean =>
  hexDigestsEqual(checkoutSignature(secret, storedProviderOrderId, paymentId), signature);

/** Razorpay's webhook signature: hex(HMAC_SHA256(webhook_secret, raw request body)). */
export const isValidWebhookSignature = (
  secret: string,
  rawBody: Buffer,
  signature: string,
): boolean => hexDigestsEqual(hmacSha256Hex(secret, rawBody), signature);
