import { useCart } from '@/features/cart/model/useCart';
import { selectCheckoutOrderId } from '@/features/orders/model/checkoutSlice';
import { useAppSelector } from '@/store/hooks';

/**
 * The order to check out: the cart's unpaid order (it survives a reload), else the one kept by the
 * cart's checkout, or after it was paid or cancelled here.
 */
export function useCheckoutOrderId(): { orderId: string | null; isLoading: boolean } {
  const kept = useAppSelector(selectCheckoutOrderId);
  const { cart, isLoading } = useCart();
  return { orderId: cart.activeOrderId ?? kept, isLoading: isLoading && kept === null };
}
