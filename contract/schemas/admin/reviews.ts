import { Type } from 'typebox';
import { errors, NO_BODY, Uuid, UuidParams } from '../common';
import { adminTags, DateTime, ListQuery, NullableDateTime, Paged } from './common';

const tags = adminTags('reviews');

export const AdminReview = Type.Object({
  id: Type.String(),
  courseId: Type.String(),
  courseTitle: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  /** Plain text. */
  text: Type.String(),
  authorName: Type.String(),
  authorEmail: Type.String(),
  hiddenAt: NullableDateTime,
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const AdminReviewsQuery = ListQuery(['createdAt', 'updatedAt', 'rating'], '-updatedAt', {
  courseId: Type.Optional(Uuid),
  rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  hidden: Type.Optional(Type.Boolean()),
});

export const AdminReviewResponse = Type.Object({ message: Type.String(), review: AdminReview });
export const ReviewIdParams = UuidParams('reviewId');

export const adminReviewsSchemas = {
  list: {
    tags,
    summary: 'Reviews: filter by course, rating and hidden; search text and author',
    querystring: AdminReviewsQuery,
    response: { 200: Paged(AdminReview), ...errors(400, 401, 403) },
  },
  hide: {
    tags,
    summary: "Hide a review: it leaves the public list and the course's rating",
    params: ReviewIdParams,
    ...NO_BODY,
    response: { 200: AdminReviewResponse, ...errors(400, 401, 403, 404) },
  },
  restore: {
    tags,
    summary: 'Show a hidden review again',
    params: ReviewIdParams,
    ...NO_BODY,
    response: { 200: AdminReviewResponse, ...errors(400, 401, 403, 404) },
  },
};
