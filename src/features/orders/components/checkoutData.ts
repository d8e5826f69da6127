// Texts of the checkout screen.
export const CHECKOUT_HEADING = 'Checkout';
export const PAYMENT_SUCCESS_HEADING = 'Payment successful';
export const COUPON_REQUIRED_MESSAGE = 'Please enter a coupon code.';
export const ORDER_IMAGE_FALLBACK = '/images/commerce/course-placeholder.svg';
export const BILLING_FIRST_HINT =
  'Save your billing details above to pay: your tax invoice is made out to them.';
