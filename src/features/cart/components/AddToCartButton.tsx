import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import Button from '@mui/material/Button';
import type { Course } from '@contract/types';
import { isInCart } from '../model/cartSelectors';
import { useCart } from '../model/useCart';
import { preloadAddToCart, useAddCourseToCart } from './useAddCourseToCart';

/** 'Add to Cart', or 'Go To Cart' (opens the drawer) once the course is in the cart. */
export function AddToCartButton({ course }: { course: Course }) {
  const { cart } = useCart();
  const { add, pending } = useAddCourseToCart();
  const inCart = isInCart(cart, course._id);

  return (
    <Button
      variant={inCart ? 'outlined' : 'contained'}
      color="secondary"
      loading={pending}
      loadingPosition="start"
      startIcon={inCart ? <ShoppingCartCheckoutIcon /> : <AddShoppingCartIcon />}
      onClick={() => void add(course)}
      onMouseEnter={preloadAddToCart}
      onFocus={preloadAddToCart}
      aria-describedby={`course-title-${course._id}`}
    >
      {inCart ? 'Go To Cart' : 'Add to Cart'}
    </Button>
  );
}
