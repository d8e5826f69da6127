import type { AdminOverview } from '@contract/types';
import { adminApi, LIST } from './adminApi';

export const overviewApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminOverview: build.query<AdminOverview, void>({
      query: () => '/admin/overview',
      providesTags: [{ type: 'AdminOverview', id: LIST }],
    }),
  }),
});

export const { useGetAdminOverviewQuery } = overviewApi;
