import type { PaymentResult, PaymentSession } from '@contract/types';
import { ACADEMY_NAME } from '@contract/constants';
import { loadRazorpayCheckout } from './loadRazorpayCheckout';

export const RAZORPAY_FAILED_FALLBACK = 'The payment did not go through.';

export interface RazorpayHandlers {
  onPaid: (result: PaymentResult) => void;
  onFailed: (message: string) => void;
  onDismissed: () => void;
}

/** Opens Razorpay Checkout for the session the server started (docs/api.md, payment flow). */
export async function openRazorpayCheckout(
  session: PaymentSession,
  handlers: RazorpayHandlers,
): Promise<void> {
  const Razorpay = await loadRazorpayCheckout();
  const checkout = new Razorpay({
    key: session.keyId,
    order_id: session.razorpayOrderId,
    amount: session.amount,
    currency: session.currency,
    name: ACADEMY_NAME,
    description: 'Course purchase',
    prefill: session.prefill,
    theme: { color: '#1f3a93' },
    handler: handlers.onPaid,
    modal: { ondismiss: handlers.onDismissed },
  });
  checkout.on('payment.failed', (response) =>
    handlers.onFailed(response.error?.description || RAZORPAY_FAILED_FALLBACK),
  );
  checkout.open();
}
