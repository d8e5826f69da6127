import type {
  AdminCourse,
  AdminCourseResponse,
  AdminCoursesPage,
  AdminCoursesQuery,
  CreateCourseRequest,
  InstructorsResponse,
  UpdateCourseRequest,
} from '@contract/types';
import { adminApi, CHANGE_TAGS, LIST } from './adminApi';

export const coursePath = (id: string) => `/admin/courses/${encodeURIComponent(id)}`;
/** A change to a course refreshes it, the list and the overview/audit. */
export const courseChanged = (id: string) => [
  { type: 'AdminCourse' as const, id },
  { type: 'AdminCourse' as const, id: LIST },
  ...CHANGE_TAGS,
];

export const coursesAdminApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCourses: build.query<AdminCoursesPage, Partial<AdminCoursesQuery>>({
      query: (params) => ({ url: '/admin/courses', params }),
      providesTags: [{ type: 'AdminCourse', id: LIST }],
    }),
    getAdminCourse: build.query<{ course: AdminCourse }, string>({
      query: coursePath,
      providesTags: (_r, _e, id) => [{ type: 'AdminCourse', id }],
    }),
    getInstructors: build.query<InstructorsResponse, void>({
      query: () => '/admin/courses/instructors',
    }),
    createCourse: build.mutation<AdminCourseResponse, CreateCourseRequest>({
      query: (body) => ({ url: '/admin/courses', method: 'POST', body }),
      invalidatesTags: [{ type: 'AdminCourse', id: LIST }, ...CHANGE_TAGS],
    }),
    updateCourse: build.mutation<AdminCourseResponse, UpdateCourseRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: coursePath(id), method: 'PUT', body }),
      // A refusal (409 stale version) leaves the cache as it is: Reload refetches on demand.
      invalidatesTags: (result, _e, { id }) => (result ? courseChanged(id) : []),
    }),
    setCoursePublished: build.mutation<AdminCourseResponse, { id: string; published: boolean }>({
      query: ({ id, published }) => ({
        url: `${coursePath(id)}/${published ? 'publish' : 'unpublish'}`,
        method: 'POST',
      }),
      invalidatesTags: (_r, _e, { id }) => courseChanged(id),
    }),
  }),
});

export const {
  useGetAdminCoursesQuery,
  useGetAdminCourseQuery,
  useGetInstructorsQuery,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useSetCoursePublishedMutation,
} = coursesAdminApi;
