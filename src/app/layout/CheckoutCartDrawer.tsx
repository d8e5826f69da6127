import { CartDrawer } from '@/features/cart/components/CartDrawer';
import { CartCheckoutButton } from '@/features/orders/components/CartCheckoutButton';
import { CartOrderTotals } from '@/features/orders/components/CartOrderTotals';

/**
 * The cart drawer with the orders feature's parts: the checkout button in its foot, and the
 * totals of an order waiting for payment (its coupon applied) in place of the cart's own total.
 */
export default function CheckoutCartDrawer() {
  return (
    <CartDrawer
      renderCheckout={(disabled) => <CartCheckoutButton disabled={disabled} />}
      renderTotals={(cart, plain) => <CartOrderTotals cart={cart} fallback={plain} />}
    />
  );
}
