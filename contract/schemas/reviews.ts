import { Type } from 'typebox';
import { DB_INTEGER_MAX, REVIEW_TEXT_MAX_LENGTH } from '../constants';
import { RATING_REQUIRED } from '../messages/reviews';
import { CourseParams, CourseRating } from './courses';
import { errors, MessageResponse, Text } from './common';

const tags = ['reviews'];

const stars = Type.Integer({ minimum: 0 });
/** How many reviews gave each number of stars. */
export const RatingDistribution = Type.Object({ 1: stars, 2: stars, 3: stars, 4: stars, 5: stars });

export const ReviewsSummary = Type.Object({
  ...CourseRating.properties,
  distribution: RatingDistribution,
});

export const Review = Type.Object({
  id: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  /** Plain text (line breaks kept); never HTML. */
  text: Type.String(),
  /** The reviewer's first name and the initial of their last: "Asha V.". */
  authorName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const ReviewsPage = Type.Object({
  summary: ReviewsSummary,
  /** Most recently written or edited first. */
  reviews: Type.Array(Review),
  page: Type.Integer(),
  totalPages: Type.Integer(),
});

export const ReviewsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
});

export const MyReviewResponse = Type.Object({
  /** The learner's own review of the course, or null. */
  review: Type.Union([Review, Type.Null()]),
  /** Bought the course and was not refunded: may write or edit a review. */
  canReview: Type.Boolean(),
});

// The rating is checked by the shared rule (contract/validation/reviews.ts), so a missing, fractional
// or out-of-range rating gets the form's own message rather than the schema's.
export const ReviewRequest = Type.Object(
  {
    rating: Type.Number({
      default: 0,
      minimum: -DB_INTEGER_MAX - 1,
      maximum: DB_INTEGER_MAX,
      description: `Whole stars, 1 to 5 (else "${RATING_REQUIRED}")`,
    }),
    text: Text(REVIEW_TEXT_MAX_LENGTH),
  },
  { additionalProperties: false },
);

export const SaveReviewResponse = Type.Object({
  message: Type.String(),
  review: Review,
  summary: ReviewsSummary,
});
export const DeleteReviewResponse = Type.Object({
  ...MessageResponse.properties,
  summary: ReviewsSummary,
});

export const reviewsSchemas = {
  list: {
    tags,
    summary:
      "One page of a published course's reviews (by id or slug), newest first, with its summary",
    params: CourseParams,
    querystring: ReviewsQuery,
    response: { 200: ReviewsPage, ...errors(400, 404) },
  },
  mine: {
    tags,
    summary: 'Your review of the course, and whether you may write one (you bought it)',
    params: CourseParams,
    response: { 200: MyReviewResponse, ...errors(400, 401, 404) },
  },
  save: {
    tags,
    summary:
      'Write or edit your review (buyers only): one per learner and course; the course rating is recomputed',
    params: CourseParams,
    body: ReviewRequest,
    response: { 200: SaveReviewResponse, ...errors(400, 401, 403, 404) },
  },
  remove: {
    tags,
    summary: 'Delete your review; the course rating is recomputed',
    params: CourseParams,
    response: { 200: DeleteReviewResponse, ...errors(400, 401, 404) },
  },
};
