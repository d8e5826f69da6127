import type { TestCatalogueResponse } from '@contract/examTypes';
import { api } from '@/store/api/api';

// The catalogue's tag joins the one API with the /tests page's code, not the entry bundle; the
// console's test changes invalidate it too (ADMIN_TAGS).
const withCatalogueTag = api.enhanceEndpoints({ addTagTypes: ['TestCatalogue'] });

export const testsApi = withCatalogueTag.injectEndpoints({
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
