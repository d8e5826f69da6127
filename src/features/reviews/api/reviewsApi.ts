import type {
  DeleteReviewResponse,
  MyReviewResponse,
  Review,
  ReviewRequest,
  ReviewsPage,
  SaveReviewResponse,
} from '@contract/types';
import { api } from '@/store/api/api';
import { fulfilledData } from '@/store/api/fulfilledData';
import type { AppDispatch } from '@/store/store';

const reviewsPath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/reviews`;

/** What a change to the learner's review refreshes (also after a refusal: the page may be stale). */
const reviewTags = (courseId: string) => [
  { type: 'Reviews' as const, id: courseId },
  { type: 'MyReview' as const, id: courseId },
];

// The tags join the one API here, with the reviews' code, so the entry bundle does not carry them.
const withReviewTags = api.enhanceEndpoints({ addTagTypes: ['Reviews', 'MyReview'] });

/** A course's reviews (by the course's id) and the signed-in learner's own. */
export const reviewsApi = withReviewTags.injectEndpoints({
  endpoints: (build) => ({
    /** Pages of ten, newest first; every page carries the summary of all of them. */
    getCourseReviews: build.infiniteQuery<ReviewsPage, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: reviewsPath(queryArg),
        params: { page: pageParam },
      }),
      providesTags: (_result, _error, courseId) => [{ type: 'Reviews', id: courseId }],
    }),
    getMyReview: build.query<MyReviewResponse, string>({
      query: (courseId) => `${reviewsPath(courseId)}/mine`,
      providesTags: (_result, _error, courseId) => [{ type: 'MyReview', id: courseId }],
    }),
    saveMyReview: build.mutation<SaveReviewResponse, ReviewRequest & { courseId: string }>({
      query: ({ courseId, ...review }) => ({
        url: `${reviewsPath(courseId)}/mine`,
        method: 'PUT',
        body: review,
      }),
      invalidatesTags: (_result, _error, { courseId }) => reviewTags(courseId),
      // The learner sees their review at once, before the refetch confirms it.
      onQueryStarted: async ({ courseId }, { dispatch, queryFulfilled }) => {
        const data = await fulfilledData(queryFulfilled);
        if (data) setMyReview(dispatch, courseId, data.review);
      },
    }),
    deleteMyReview: build.mutation<DeleteReviewResponse, string>({
      query: (courseId) => ({ url: `${reviewsPath(courseId)}/mine`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, courseId) => reviewTags(courseId),
      onQueryStarted: async (courseId, { dispatch, queryFulfilled }) => {
        const data = await fulfilledData(queryFulfilled);
        if (data) setMyReview(dispatch, courseId, null);
      },
    }),
  }),
});

function setMyReview(dispatch: AppDispatch, courseId: string, review: Review | null): void {
  dispatch(
    reviewsApi.util.updateQueryData('getMyReview', courseId, (draft) => {
      draft.review = review;
    }),
  );
}

export const {
  useGetCourseReviewsInfiniteQuery,
  useGetMyReviewQuery,
  useSaveMyReviewMutation,
  useDeleteMyReviewMutation,
} = reviewsApi;
