import type { PaymentProvider } from './provider';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** https://api.razorpay.com, or a local stand-in in tests (RAZORPAY_API_URL). */
  apiUrl: string;
  timeoutMs?: number;
}

/** Razorpay Orders over its REST API: POST /v1/orders with basic auth, amounts in paise. */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  return {
    kind: 'razorpay',
    keyId: options.keyId,
    secret: options.keySecret,
    async createOrder({ amountPaise, receipt }) {
      const response = await fetch(`${options.apiUrl}/v1/orders`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: amountPaise,
          currency: 'INR',
          receipt,
          notes: { orderId: receipt },
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const body = (await response.json().catch(() => ({}))) as {
        id?: unknown;
        error?: { description?: string };
      };
      if (!response.ok || typeof body.id !== 'string') {
        throw new Error(
          `Razorpay order creation failed (${response.status}): ${body.error?.description ?? 'no id'}`,
        );
      }
      return { id: body.id };
    },
  };
}
