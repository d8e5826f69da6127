import type {
  EmailRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  PasswordRequest,
  RefreshResponse,
  RegisterRequest,
  SetupPasswordRequest,
  UserResponse,
} from '@contract/types';
import { api } from '@/store/api/api';
import { fulfilledData } from '@/store/api/fulfilledData';
import { logoutRequest, refreshTokenRequest } from '@/store/api/sessionRequests';
import { loggedIn, tokenRefreshed, userLoaded } from '@/store/auth/authSlice';
import type { AppServices } from '@/store/services';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Stores the token and the user, then goes to /. */
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled, extra }) {
        const data = await fulfilledData(queryFulfilled);
        if (!data) return;
        dispatch(loggedIn({ token: data.accessToken, user: data.user }));
        (extra as AppServices).navigate('/');
      },
    }),
    register: build.mutation<MessageResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => logoutRequest,
    }),
    refreshToken: build.mutation<RefreshResponse, void>({
      query: () => refreshTokenRequest,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const data = await fulfilledData(queryFulfilled);
        if (data) dispatch(tokenRefreshed(data.accessToken));
      },
    }),
    getCurrentUser: build.query<UserResponse, void>({
      query: () => '/auth/user',
      providesTags: ['User'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const data = await fulfilledData(queryFulfilled);
        if (data) dispatch(userLoaded(data.user));
      },
    }),
    verifyEmail: build.query<MessageResponse, string>({
      query: (token) => `/auth/verify-email/${encodeURIComponent(token)}`,
      keepUnusedDataFor: 0,
    }),
    resendVerificationEmail: build.mutation<MessageResponse, EmailRequest>({
      query: (body) => ({ url: '/auth/resend-verification-email', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageResponse, EmailRequest>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, PasswordRequest & { token: string }>({
      query: ({ token, ...body }) => ({
        url: `/auth/reset-password/${encodeURIComponent(token)}`,
        method: 'POST',
        body,
      }),
    }),
    setupPassword: build.mutation<MessageResponse, SetupPasswordRequest>({
      query: (body) => ({ url: '/auth/setup-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useGetCurrentUserQuery,
  useVerifyEmailQuery,
  useResendVerificationEmailMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useSetupPasswordMutation,
} = authApi;
