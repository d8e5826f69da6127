import type { AddToCartRequest, CartMutationResponse, CartResponse } from '@contract/types';
import { api } from '@/store/api/api';
import { fulfilledData } from '@/store/api/fulfilledData';

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartResponse, void>({
      query: () => '/cart',
      providesTags: ['Cart'],
    }),
    /** The cart reloads after an add (the 'Cart' tag). */
    addToCart: build.mutation<CartMutationResponse, AddToCartRequest>({
      query: (body) => ({ url: '/cart', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
    /** The cart is replaced by the one the server returns; no reload. */
    removeFromCart: build.mutation<CartMutationResponse, string>({
      query: (productId) => ({
        url: `/cart/item/${encodeURIComponent(productId)}`,
        method: 'DELETE',
      }),
      async onQueryStarted(_productId, { dispatch, queryFulfilled }) {
        const data = await fulfilledData(queryFulfilled);
        if (!data) return;
        dispatch(
          cartApi.util.updateQueryData('getCart', undefined, (draft) => {
            draft.cart = data.cart;
          }),
        );
      },
    }),
  }),
});

export const { useGetCartQuery, useAddToCartMutation, useRemoveFromCartMutation } = cartApi;
