import { CartDrawer } from '@/features/cart/components/CartDrawer';
import { CartCheckoutButton } from '@/features/orders/components/CartCheckoutButton';

/** The cart drawer with the orders feature's checkout button in its foot. */
export default function CheckoutCartDrawer() {
  return <CartDrawer renderCheckout={(disabled) => <CartCheckoutButton disabled={disabled} />} />;
}
