import type {
  CreateLessonRequest,
  LessonResponse,
  LessonsResponse,
  MessageResponse,
  SectionResponse,
  SectionsResponse,
  UpdateLessonRequest,
} from '@contract/types';
import { adminApi } from './adminApi';
import { courseChanged, coursePath } from './coursesAdminApi';

// A course's sections and lessons; every change refreshes the course (its sections come with it).
type CourseArg = { courseId: string };
type SectionArg = CourseArg & { sectionId: string };
type LessonArg = CourseArg & { lessonId: string };
const sectionPath = ({ courseId, sectionId }: SectionArg) =>
  `${coursePath(courseId)}/sections/${encodeURIComponent(sectionId)}`;
const lessonPath = ({ courseId, lessonId }: LessonArg) =>
  `${coursePath(courseId)}/lessons/${encodeURIComponent(lessonId)}`;
const refresh = (_r: unknown, _e: unknown, { courseId }: CourseArg) => courseChanged(courseId);

export const curriculumApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    createSection: build.mutation<SectionResponse, CourseArg & { title: string }>({
      query: ({ courseId, title }) => ({
        url: `${coursePath(courseId)}/sections`,
        method: 'POST',
        body: { title },
      }),
      invalidatesTags: refresh,
    }),
    renameSection: build.mutation<SectionResponse, SectionArg & { title: string }>({
      query: ({ title, ...arg }) => ({ url: sectionPath(arg), method: 'PUT', body: { title } }),
      invalidatesTags: refresh,
    }),
    deleteSection: build.mutation<MessageResponse, SectionArg>({
      query: (arg) => ({ url: sectionPath(arg), method: 'DELETE' }),
      invalidatesTags: refresh,
    }),
    orderSections: build.mutation<SectionsResponse, CourseArg & { ids: string[] }>({
      query: ({ courseId, ids }) => ({
        url: `${coursePath(courseId)}/sections/order`,
        method: 'PUT',
        body: { ids },
      }),
      invalidatesTags: refresh,
    }),
    createLesson: build.mutation<LessonResponse, SectionArg & CreateLessonRequest>({
      query: ({ courseId, sectionId, ...body }) => ({
        url: `${sectionPath({ courseId, sectionId })}/lessons`,
        method: 'POST',
        body,
      }),
      invalidatesTags: refresh,
    }),
    updateLesson: build.mutation<LessonResponse, LessonArg & UpdateLessonRequest>({
      query: ({ courseId, lessonId, ...body }) => ({
        url: lessonPath({ courseId, lessonId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: refresh,
    }),
    deleteLesson: build.mutation<MessageResponse, LessonArg>({
      query: (arg) => ({ url: lessonPath(arg), method: 'DELETE' }),
      invalidatesTags: refresh,
    }),
    orderLessons: build.mutation<LessonsResponse, SectionArg & { ids: string[] }>({
      query: ({ ids, ...arg }) => ({
        url: `${sectionPath(arg)}/lessons/order`,
        method: 'PUT',
        body: { ids },
      }),
      invalidatesTags: refresh,
    }),
  }),
});

export const {
  useCreateSectionMutation,
  useRenameSectionMutation,
  useDeleteSectionMutation,
  useOrderSectionsMutation,
  useCreateLessonMutation,
  useUpdateLessonMutation,
  useDeleteLessonMutation,
  useOrderLessonsMutation,
} = curriculumApi;
