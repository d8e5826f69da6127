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
  /** Gives a captured payment back in full; returns the provider's refund id. */
  refund(paymentId: string, amountPaise: number): Promise<{ id: string }>;
}
