import type { AdminReview, AdminReviewResponse, AdminReviewsQuery } from '@contract/types';
import { adminApi, CHANGE_TAGS, LIST } from './adminApi';

type ReviewsList = { rows: AdminReview[]; total: number };

const reviewChange = (action: 'hide' | 'restore') => (reviewId: string) => ({
  url: `/admin/reviews/${encodeURIComponent(reviewId)}/${action}`,
  method: 'POST',
});

export const reviewsAdminApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminReviews: build.query<ReviewsList, Partial<AdminReviewsQuery>>({
      query: (params) => ({ url: '/admin/reviews', params }),
      providesTags: (result) => [
        { type: 'AdminReview', id: LIST },
        ...(result?.rows ?? []).map((row) => ({ type: 'AdminReview' as const, id: row.id })),
      ],
    }),
    hideReview: build.mutation<AdminReviewResponse, string>({
      query: reviewChange('hide'),
      invalidatesTags: (_r, _e, id) => [{ type: 'AdminReview', id }, ...CHANGE_TAGS],
    }),
    restoreReview: build.mutation<AdminReviewResponse, string>({
      query: reviewChange('restore'),
      invalidatesTags: (_r, _e, id) => [{ type: 'AdminReview', id }, ...CHANGE_TAGS],
    }),
  }),
});

export const { useGetAdminReviewsQuery, useHideReviewMutation, useRestoreReviewMutation } =
  reviewsAdminApi;
