import { useCallback, useState } from 'react';
import { useToast } from '@/lib/toast';
import { useAppDispatch } from '@/store/hooks';
import type { CartProduct } from '../model/cartIntent';
import { ADD_TO_CART_FALLBACK_ERROR } from '../model/cartMessages';

/**
 * The click's code (the thunk, the sign-in detour's saved intent) is not on a page's first screen:
 * it loads on the first click, or a moment before (the pointer over the button, or the button
 * focused). A failed load reads as a failed add.
 */
export const loadAddToCart = () =>
  import(/* webpackChunkName: "add-to-cart" */ '../model/cartThunks');
export const preloadAddToCart = () => void loadAddToCart().catch(() => undefined);

/**
 * The add-to-cart click and its toasts: a warning that sends a visitor to sign in, the server's
 * message on success or failure. `pending` drives the button's spinner.
 */
export function useAddCourseToCart() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [pending, setPending] = useState(false);

  const add = useCallback(
    async (course: CartProduct) => {
      setPending(true);
      try {
        const { addCourseToCart } = await loadAddToCart();
        const outcome = await dispatch(addCourseToCart(course)).unwrap();
        if (outcome.kind === 'signin-required') toast.shop(outcome.message, 'warning');
        if (outcome.kind === 'added') toast.shop(outcome.message, 'success');
        if (outcome.kind === 'owned') toast.shop(outcome.message, 'info');
        if (outcome.kind === 'failed') toast.shop(outcome.message, 'error');
      } catch {
        toast.shop(ADD_TO_CART_FALLBACK_ERROR, 'error');
      } finally {
        setPending(false);
      }
    },
    [dispatch, toast],
  );

  return { add, pending };
}
