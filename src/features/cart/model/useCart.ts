import type { Cart } from '@contract/types';
import { selectIsSessionLoading, selectToken } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';
import { useGetCartQuery } from '../api/cartApi';
import { EMPTY_CART } from './cartSelectors';

/**
 * The signed-in user's cart. It loads whenever a token is present; a failed load reads as an
 * empty cart, so the badge and the drawer never show an error.
 */
export function useCart(): { cart: Cart; isLoading: boolean; isFetching: boolean } {
  const token = useAppSelector(selectToken);
  const restoring = useAppSelector(selectIsSessionLoading);
  const { data, isError, isLoading, isFetching } = useGetCartQuery(undefined, {
    skip: !token || restoring,
  });
  const cart = !token || isError || !data ? EMPTY_CART : data.cart;
  return { cart, isLoading, isFetching };
}
