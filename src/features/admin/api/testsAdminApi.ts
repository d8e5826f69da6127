import type {
  AdminAttempt,
  AdminAttemptsQuery,
  AdminTestsResponse,
  ExtraTimeRequest,
  TestResponse,
  UpdateTestRequest,
} from '@contract/examTypes';
import { adminApi, CHANGE_TAGS, LIST } from './adminApi';

const testPath = (testId: string) => `/admin/tests/${encodeURIComponent(testId)}`;
// A test put on sale (or off, or repriced) shows on the storefront's /tests page too.
const testChanged = [
  { type: 'AdminTest' as const, id: LIST },
  'TestCatalogue' as const,
  ...CHANGE_TAGS,
];

export const testsAdminApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminTests: build.query<AdminTestsResponse, void>({
      query: () => '/admin/tests',
      providesTags: [{ type: 'AdminTest', id: LIST }],
    }),
    updateTest: build.mutation<TestResponse, UpdateTestRequest & { testId: string }>({
      query: ({ testId, ...body }) => ({ url: testPath(testId), method: 'PUT', body }),
      invalidatesTags: testChanged,
    }),
    /** The authored form file, sent as it was picked (the server checks it in full). */
    uploadTestForm: build.mutation<TestResponse, { testId: string; form: unknown }>({
      query: ({ testId, form }) => ({
        url: `${testPath(testId)}/forms`,
        method: 'POST',
        body: form,
      }),
      invalidatesTags: testChanged,
    }),
    getAdminAttempts: build.query<
      { rows: AdminAttempt[]; total: number },
      Partial<AdminAttemptsQuery>
    >({
      query: (params) => ({ url: '/admin/attempts', params }),
      providesTags: [{ type: 'AdminAttempt', id: LIST }],
    }),
    grantExtraTime: build.mutation<
      { message: string; attempt: AdminAttempt },
      ExtraTimeRequest & { entitlementId: string }
    >({
      query: ({ entitlementId, ...body }) => ({
        url: `/admin/attempts/${encodeURIComponent(entitlementId)}/extra-time`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: [{ type: 'AdminAttempt', id: LIST }, ...CHANGE_TAGS],
    }),
  }),
});

export const {
  useGetAdminTestsQuery,
  useUpdateTestMutation,
  useUploadTestFormMutation,
  useGetAdminAttemptsQuery,
  useGrantExtraTimeMutation,
} = testsAdminApi;
