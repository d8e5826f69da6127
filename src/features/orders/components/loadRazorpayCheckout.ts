import type { RazorpayConstructor } from './razorpayTypes';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const RAZORPAY_LOAD_ERROR =
  'The secure payment window could not be loaded. Please check your connection (and any ad or script blocker) and try again.';

let pending: Promise<RazorpayConstructor> | null = null;

/** Adds Razorpay's checkout.js once; a failed load can be tried again. */
export function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  pending ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error(RAZORPAY_LOAD_ERROR));
    script.onerror = () => {
      script.remove();
      reject(new Error(RAZORPAY_LOAD_ERROR));
    };
    document.body.appendChild(script);
  }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
