import { api } from '@/app/api/api';
import { userLoaded } from '@/features/auth/model/authSlice';
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
     * never sends it twice). Works signed out; a signed-in tab refetches its user.
     */
    confirmEmailChange: build.query<MessageResponse, string>({
      query: (token) => ({
        url: `/auth/confirm-email/${encodeURIComponent(token)}`,
        method: 'POST',
      }),
      keepUnusedDataFor: 0,
      async onQueryStarted(_token, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(api.util.invalidateTags(['User']));
      },
    }),
  }),
});

export const {
  useResendEmailChangeMutation,
  useCancelEmailChangeMutation,
  useConfirmEmailChangeQuery,
} = emailChangeApi;
