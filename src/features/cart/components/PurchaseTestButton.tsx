import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import Button from '@mui/material/Button';
import { isInCart } from '../model/cartSelectors';
import { useCart } from '../model/useCart';
import { preloadAddToCart, useAddCourseToCart } from './useAddCourseToCart';

/**
 * A test on sale: 'Purchase Test' puts it in the cart (a visitor is sent to sign in first, as for
 * a course); once it is there the button reads 'Go To Cart' and opens the drawer.
 */
export function PurchaseTestButton({
  productId,
  name,
  describedBy,
}: {
  productId: string;
  name: string;
  /** The id of the card's heading, naming the test for a screen reader. */
  describedBy: string;
}) {
  const { cart } = useCart();
  const { add, pending } = useAddCourseToCart();
  const inCart = isInCart(cart, productId);
  return (
    <Button
      variant={inCart ? 'outlined' : 'contained'}
      color="secondary"
      fullWidth
      loading={pending}
      loadingPosition="start"
      startIcon={inCart ? <ShoppingCartCheckoutIcon /> : undefined}
      onClick={() => void add({ _id: productId, title: name, model: 'Test' })}
      onMouseEnter={preloadAddToCart}
      onFocus={preloadAddToCart}
      aria-describedby={describedBy}
    >
      {inCart ? 'Go To Cart' : 'Purchase Test'}
    </Button>
  );
}
