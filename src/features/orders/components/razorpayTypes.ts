import type { PaymentResult } from '@contract/types';

// The part of Razorpay Checkout's browser API (checkout.js) this app uses.
export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string };
  theme?: { color?: string };
  handler: (response: PaymentResult) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayFailure {
  error?: { description?: string };
}

export interface RazorpayCheckout {
  open: () => void;
  on: (event: 'payment.failed', listener: (response: RazorpayFailure) => void) => void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}
