import { api } from '@/app/api/api';
import { authApi } from '@/features/auth/api/authApi';
import type { RootState } from '@/app/store';
import { selectToken, userLoaded } from '@/features/auth/model/authSlice';
import type { MessageResponse, UpdateProfileResponse } from '@/shared/apiTypes';

/** A changed email waits for its mailed link: resend or cancel it, and follow it. */
export const emailChangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    resendEmailChange: build.mutation<UpdateProfileResponse, string>({
      query: (userId) => ({
        url: `/users/${encodeURIComponent(userId)}/email-change/resend`,
        method: 'POST',
      }),
    }),
    cancelEmailChange: build.mutation<UpdateProfileResponse, string>({
      query: (userId) => ({
        url: `/users/${encodeURIComponent(userId)}/email-change`,
        method: 'DELETE',
      }),
      invalidatesTags: ['User'],
      async onQueryStarted(_userId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(userLoaded(data.user));
      },
    }),
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
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
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

export const {
  useResendEmailChangeMutation,
  useCancelEmailChangeMutation,
  useConfirmEmailChangeQuery,
} = emailChangeApi;
