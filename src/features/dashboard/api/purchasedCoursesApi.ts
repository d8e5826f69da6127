import type { PurchasedCoursesResponse } from '@contract/types';
import { api } from '@/store/api/api';

/** A paid order adds its courses here: verifying a payment invalidates the 'PurchasedCourses' tag. */
export const purchasedCoursesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPurchasedCourses: build.query<PurchasedCoursesResponse, void>({
      query: () => '/orders/purchased-course',
      providesTags: ['PurchasedCourses'],
    }),
  }),
});

export const { useGetPurchasedCoursesQuery } = purchasedCoursesApi;
