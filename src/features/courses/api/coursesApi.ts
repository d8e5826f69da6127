import type { CourseDetailResponse, CoursesResponse } from '@contract/types';
import { COURSES_PAGE_SIZE } from '@contract/constants';
import { api } from '@/store/api/api';
import type { CatalogueQuery } from '../model/catalogueQuery';

/** The catalogue changes rarely: a visited page stays cached for ten minutes. */
export const COURSES_CACHE_SECONDS = 600;

export const coursesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the catalogue; every search, filter and sort is its own cache entry. */
    getCourses: build.query<CoursesResponse, CatalogueQuery>({
      // Page and limit first, as index.html preloads them; fetchBaseQuery drops the unset ones.
      query: ({ page, q, category, level, language, price, length, sort }) => ({
        url: '/courses',
        params: {
          page,
          limit: COURSES_PAGE_SIZE,
          q,
          category,
          level,
          language,
          price,
          length,
          sort,
        },
      }),
      keepUnusedDataFor: COURSES_CACHE_SECONDS,
    }),
    /** A course's page, by its slug or its id. */
    getCourse: build.query<CourseDetailResponse, string>({
      query: (slugOrId) => `/courses/${encodeURIComponent(slugOrId)}`,
      keepUnusedDataFor: COURSES_CACHE_SECONDS,
    }),
  }),
});

export const { useGetCoursesQuery, useGetCourseQuery } = coursesApi;
