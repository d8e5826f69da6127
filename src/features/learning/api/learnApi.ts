import type {
  LearnCourseResponse,
  LessonProgress,
  ReopenLessonResponse,
  LessonPlayback,
  SaveProgressRequest,
  SaveProgressResponse,
} from '@contract/types';
import { api } from '@/store/api/api';
import { fulfilledData } from '@/store/api/fulfilledData';

export interface SaveProgressArgs extends SaveProgressRequest {
  lessonId: string;
  /** The course's address as the learning area loaded it, to update that cached answer. */
  courseKey: string;
}

/** The cached course with this lesson's progress first (the most recent), as the server orders it. */
const withProgress = (courseKey: string, progress: LessonProgress) =>
  learnApi.util.updateQueryData('getLearnCourse', courseKey, (draft) => {
    draft.course.progress = [
      progress,
      ...draft.course.progress.filter((entry) => entry.lessonId !== progress.lessonId),
    ];
  });

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
    /**
     * Where the learner is in a lesson. Saved often while watching, so it refetches nothing: the
     * answer is written into the cached course (most recent first), which redraws the ticks.
     */
    saveProgress: build.mutation<SaveProgressResponse, SaveProgressArgs>({
      query: ({ lessonId, courseKey: _courseKey, ...body }) => ({
        url: `/learn/lessons/${encodeURIComponent(lessonId)}/progress`,
        method: 'PUT',
        body,
        // Survives the page being closed, as sendBeacon would, and still carries the bearer token.
        keepalive: true,
      }),
      async onQueryStarted({ courseKey }, { dispatch, queryFulfilled }) {
        const data = await fulfilledData(queryFulfilled);
        if (!data) return;
        dispatch(withProgress(courseKey, data.progress));
        // The last lesson completed issues the certificate: the header offers it at once.
        if (data.certificateId)
          dispatch(
            learnApi.util.updateQueryData('getLearnCourse', courseKey, (draft) => {
              draft.course.certificateId = data.certificateId ?? null;
            }),
          );
      },
    }),
    /**
     * Marks a completed lesson as not done: the server keeps that until the learner finishes it
     * again. The answer is written into the cached course; the dashboard's figures refetch.
     */
    reopenLesson: build.mutation<ReopenLessonResponse, { lessonId: string; courseKey: string }>({
      query: ({ lessonId }) => ({
        url: `/learn/lessons/${encodeURIComponent(lessonId)}/completion`,
        method: 'DELETE',
      }),
      async onQueryStarted({ courseKey }, { dispatch, queryFulfilled }) {
        const data = await fulfilledData(queryFulfilled);
        if (data) dispatch(withProgress(courseKey, data.progress));
      },
    }),
  }),
});

export const {
  useGetLearnCourseQuery,
  useGetLessonPlaybackQuery,
  useSaveProgressMutation,
  useReopenLessonMutation,
} = learnApi;
