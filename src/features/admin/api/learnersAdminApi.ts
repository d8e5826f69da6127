import type {
  LearnerDetailResponse,
  LearnerResponse,
  LearnerRow,
  LearnersQuery,
  GrantRoleRequest,
  MessageResponse,
  StaffPage,
} from '@contract/types';
import type { Role } from '@contract/roles';
import { adminApi, CHANGE_TAGS, LIST } from './adminApi';

type LearnersList = { rows: LearnerRow[]; total: number };
const learnerPath = (id: string) => `/admin/learners/${encodeURIComponent(id)}`;
const changed = (id: string) => [
  { type: 'AdminLearner' as const, id },
  { type: 'AdminLearner' as const, id: LIST },
  ...CHANGE_TAGS,
];

export const learnersAdminApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getLearners: build.query<LearnersList, Partial<LearnersQuery>>({
      query: (params) => ({ url: '/admin/learners', params }),
      providesTags: [{ type: 'AdminLearner', id: LIST }],
    }),
    getLearner: build.query<LearnerDetailResponse, string>({
      query: learnerPath,
      providesTags: (_r, _e, id) => [{ type: 'AdminLearner', id }],
    }),
    resendLearnerVerification: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `${learnerPath(id)}/resend-verification`, method: 'POST' }),
      invalidatesTags: [...CHANGE_TAGS],
    }),
    setLearnerEnabled: build.mutation<LearnerResponse, { id: string; enabled: boolean }>({
      query: ({ id, enabled }) => ({
        url: `${learnerPath(id)}/${enabled ? 'enable' : 'disable'}`,
        method: 'POST',
      }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    getStaff: build.query<StaffPage, void>({
      query: () => '/admin/staff',
      providesTags: [{ type: 'AdminLearner', id: LIST }],
    }),
    setRole: build.mutation<LearnerResponse, { id: string; role: Role }>({
      query: ({ id, role }) => ({
        url: `/admin/staff/${encodeURIComponent(id)}/role`,
        method: 'PUT',
        body: { role },
      }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    grantRole: build.mutation<LearnerResponse, GrantRoleRequest>({
      query: (body) => ({ url: '/admin/staff', method: 'POST', body }),
      invalidatesTags: (result) => (result ? changed(result.learner.id) : []),
    }),
  }),
});

export const {
  useGetLearnersQuery,
  useGetLearnerQuery,
  useResendLearnerVerificationMutation,
  useSetLearnerEnabledMutation,
  useGetStaffQuery,
  useSetRoleMutation,
  useGrantRoleMutation,
} = learnersAdminApi;
