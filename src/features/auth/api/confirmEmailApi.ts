import { api } from '@/store/api/api';
import { fulfilledData } from '@/store/api/fulfilledData';
import { selectToken } from '@/store/auth/authSlice';
import type { RootState } from '@/store/store';
import type { MessageResponse } from '@contract/types';
import { authApi } from './authApi';

/** The link mailed to a new address: following it makes that address the account's email. */
export const confirmEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Follows the mailed link once per visit (a query, like the verification link, so a re-render
     * never sends it twice). Works signed out; signed in, the user is loaded again with its new email.
     */
    confirmEmailChange: build.query<MessageResponse, string>({
      query: (token) => ({
        url: `/auth/confirm-email/${encodeURIComponent(token)}`,
        method: 'POST',
      }),
      keepUnusedDataFor: 0,
      async onQueryStarted(_token, { dispatch, getState, queryFulfilled }) {
        const data = await fulfilledData(queryFulfilled);
        if (!data || !selectToken(getState() as RootState)) return;
        void dispatch(
          authApi.endpoints.getCurrentUser.initiate(undefined, {
            forceRefetch: true,
            subscribe: false,
          }),
        );
      },
    }),
  }),
});

export const { useConfirmEmailChangeQuery } = confirmEmailApi;
