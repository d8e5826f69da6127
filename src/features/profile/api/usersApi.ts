import type {
  ProfileStatusResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '@contract/types';
import { api } from '@/store/api/api';
import { fulfilledData } from '@/store/api/fulfilledData';
import { profileStatusChecked, userLoaded } from '@/store/auth/authSlice';

export interface UpdateProfileArgs {
  id: string;
  /** Only the fields the user changed, and the current password when the email is one of them. */
  changes: UpdateProfileRequest;
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
     * Succeeds only for a complete profile: any failure (403 PROFILE_INCOMPLETE for an incomplete
     * one, or no answer) reads as incomplete. The failure is expected, so it is only read here,
     * never logged.
     */
    getProfileStatus: build.query<ProfileStatusResponse, void>({
      query: () => '/users/profile-status',
      providesTags: ['ProfileStatus'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const complete = await queryFulfilled.then(
          () => true,
          () => false,
        );
        dispatch(profileStatusChecked(complete));
      },
    }),
  }),
});

export const { useUpdateProfileMutation, useGetProfileStatusQuery } = usersApi;
