import { api } from '@/store/api/api';
import { fulfilledData } from '@/store/api/fulfilledData';
import { userLoaded } from '@/store/auth/authSlice';
import type { UpdateProfileResponse } from '@contract/types';

/** A changed email waits for its mailed link: resend or cancel it. */
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
        const data = await fulfilledData(queryFulfilled);
        if (data) dispatch(userLoaded(data.user));
      },
    }),
  }),
});

export const { useResendEmailChangeMutation, useCancelEmailChangeMutation } = emailChangeApi;
