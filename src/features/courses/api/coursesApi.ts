import type { CourseDetailResponse, CoursesResponse } from '@contract/types';
import { COURSES_PAGE_SIZE } from '@contract/constants';
import { api } from '@/store/api/api';

/** The catalogue changes rarely: a visited page stays cached for ten minutes. */
export const COURSES_CACHE_SECONDS = 600;

export const coursesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<CoursesResponse, { page: number }>({
      query: ({ page }) => ({ url: '/courses', params: { page, limit: COURSES_PAGE_SIZE } }),
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
