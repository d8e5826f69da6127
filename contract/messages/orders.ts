// Orders and coupons. Amounts are whole rupees.

export const ORDER_CREATED = 'Order created.';
export const ORDER_REUSED = 'Your order is ready for checkout.';
export const CART_EMPTY = 'Your cart is empty.';
export const ORDER_NOT_FOUND = 'Order not found.';
export const ORDER_NOT_YOURS = 'This order belongs to another account.';
export const ORDER_CANCELLED = 'Order cancelled. You can change your cart again.';
export const ORDER_ALREADY_PAID = 'This order has already been paid and cannot be cancelled.';
/** An order above the payment provider's per-payment maximum (PAYMENT_MAX_RUPEES). */
export const ORDER_OVER_PAYMENT_MAX =
  'One payment can be at most Rs. 5,00,000. Please remove a course from your cart and buy it in a separate order.';

export const couponApplied = (code: string, discount: number) =>
  `Coupon ${code} applied. You save Rs. ${discount}.`;
export const COUPON_NEEDS_PENDING_ORDER = 'Only an order awaiting payment can take a coupon.';
export const COUPON_ALREADY_APPLIED = 'A coupon has already been applied to this order.';
export const COUPON_UNKNOWN = 'This coupon code is not valid.';
export const COUPON_EXPIRED = 'This coupon has expired.';
export const couponBelowMinimum = (minimum: number) =>
  `This coupon needs a minimum order of Rs. ${minimum}.`;
export const COUPON_USED_UP = 'This coupon has reached its usage limit.';
export const COUPON_LOCKED_PAID =
  'This order has already been paid; its coupon can no longer change.';
export const couponRemoved = (code: string) => `Coupon ${code} removed.`;
export const COUPON_NONE_TO_REMOVE = 'This order has no coupon to remove.';
