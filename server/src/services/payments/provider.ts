export interface ProviderOrderInput {
  amountPaise: number;
  /** Our order id. */
  receipt: string;
}

/** Where checkout payments are opened: Razorpay, or the offline test provider. */
export interface PaymentProvider {
  readonly kind: 'razorpay' | 'test';
  readonly keyId: string;
  /** Signs (test) or verifies (both) the checkout result. */
  readonly secret: string;
  createOrder(input: ProviderOrderInput): Promise<{ id: string }>;
  /**
   * Gives a captured payment back in full; returns the provider's refund id. Asked again with the
   * same `idempotencyKey` (10 or more letters, digits, - and _), the provider answers the refund it
   * already made instead of refunding twice, so a refund whose answer was lost can be asked again.
   */
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<{ id: string }>;
}
