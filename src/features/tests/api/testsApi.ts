import type { TestCatalogueResponse } from '@contract/examTypes';
import { api } from '@/store/api/api';

export const testsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The tests on offer, as the server keeps them: a test staff put on sale (or took off) shows
     * on the next visit of the page.
     */
    getTests: build.query<TestCatalogueResponse, void>({
      query: () => '/tests',
      providesTags: ['TestCatalogue'],
    }),
  }),
});

export const { useGetTestsQuery } = testsApi;
