import type { PaymentProvider } from './provider';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** https://api.razorpay.com, or a local stand-in in tests (RAZORPAY_API_URL). */
  apiUrl: string;
  timeoutMs?: number;
}

/**
 * Razorpay over its REST API with basic auth, amounts in paise: Orders (POST /v1/orders) and
 * refunds (POST /v1/payments/:id/refund, idempotent by its X-Refund-Idempotency header).
 */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  /** POSTs JSON and returns the `id` of what Razorpay created, or throws naming the call. */
  async function create(
    what: string,
    path: string,
    payload: object,
    headers: Record<string, string> = {},
  ): Promise<{ id: string }> {
    const response = await fetch(`${options.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const body = (await response.json().catch(() => ({}))) as {
      id?: unknown;
      error?: { description?: string };
    };
    if (!response.ok || typeof body.id !== 'string') {
      throw new Error(
        `Razorpay ${what} failed (${response.status}): ${body.error?.description ?? 'no id'}`,
      );
    }
    return { id: body.id };
  }

  return {
    kind: 'razorpay',
    keyId: options.keyId,
    secret: options.keySecret,
    createOrder: ({ amountPaise, receipt }) =>
      create('order creation', '/v1/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes: { orderId: receipt },
      }),
    // The same key and body answer the refund already made (a different body with the key is refused).
    refund: (paymentId, amountPaise, idempotencyKey) =>
      create(
        'refund',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal' },
        { 'x-refund-idempotency': idempotencyKey },
      ),
  };
}
