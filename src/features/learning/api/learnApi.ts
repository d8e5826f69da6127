import type { LearnCourseResponse, LessonPlayback } from '@contract/types';
import { api } from '@/store/api/api';

export const learnApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The curriculum and whether the learner owns the course (a purchase changes the answer). */
    getLearnCourse: build.query<LearnCourseResponse, string>({
      query: (slugOrId) => `/learn/${encodeURIComponent(slugOrId)}`,
      providesTags: ['PurchasedCourses'],
    }),
    /** A lesson's text or the signed addresses of its files; they expire, so they are not kept long. */
    getLessonPlayback: build.query<LessonPlayback, string>({
      query: (lessonId) => `/learn/lessons/${encodeURIComponent(lessonId)}/playback`,
      keepUnusedDataFor: 60,
      providesTags: ['PurchasedCourses'],
    }),
  }),
});

export const { useGetLearnCourseQuery, useGetLessonPlaybackQuery } = learnApi;
