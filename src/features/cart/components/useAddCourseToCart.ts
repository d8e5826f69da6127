import { useCallback, useState } from 'react';
import { useToast } from '@/lib/toast';
import type { Course } from '@contract/types';
import { useAppDispatch } from '@/store/hooks';
import { ADD_TO_CART_FALLBACK_ERROR, addCourseToCart } from '../model/cartThunks';

/**
 * The add-to-cart click and its toasts: a warning that sends a visitor to sign in, the server's
 * message on success or failure. `pending` drives the button's spinner.
 */
export function useAddCourseToCart() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [pending, setPending] = useState(false);

  const add = useCallback(
    async (course: Pick<Course, '_id' | 'title'>) => {
      setPending(true);
      try {
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
