import type { ProfileFields, ProfileStatusResponse, UpdateProfileResponse } from '@contract/types';
import { api } from '@/store/api/api';
import { fulfilledData } from '@/store/api/fulfilledData';
import { profileStatusChecked, userLoaded } from '@/store/auth/authSlice';

export interface UpdateProfileArgs {
  id: string;
  /** Only the fields the user changed. */
  changes: Partial<ProfileFields>;
}

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UpdateProfileResponse, UpdateProfileArgs>({
      query: ({ id, changes }) => ({
        url: `/users/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: changes,
      }),
      invalidatesTags: ['User', 'ProfileStatus'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const data = await fulfilledData(queryFulfilled);
        if (data) dispatch(userLoaded(data.user));
      },
    }),
    /**
     * A successful answer means a complete profile unless it says `isProfileComplete: false` (an
     * incomplete profile is an expected answer, not an error); any failure (a 4xx, no answer)
     * means an incomplete one.
     */
    getProfileStatus: build.query<ProfileStatusResponse, void>({
      query: () => '/users/profile-status',
      providesTags: ['ProfileStatus'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const complete = await queryFulfilled.then(
          ({ data }) => data.isProfileComplete !== false,
          () => false,
        );
        dispatch(profileStatusChecked(complete));
      },
    }),
  }),
});

export const { useUpdateProfileMutation, useGetProfileStatusQuery } = usersApi;
