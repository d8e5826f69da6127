import { REVIEWS_PAGE_SIZE } from '@contract/constants';
import { COURSE_NOT_FOUND } from '@contract/messages/courses';
import {
  REVIEW_DELETED,
  REVIEW_NOT_FOUND,
  REVIEW_OWNERS_ONLY,
  REVIEW_PUBLISHED,
  REVIEW_UPDATED,
} from '@contract/messages/reviews';
import type {
  DeleteReviewResponse,
  MyReviewResponse,
  Review,
  ReviewRequest,
  ReviewsPage,
  ReviewsSummary,
  SaveReviewResponse,
} from '@contract/types';
import { firstError } from '@contract/validation/rules';
import { cleanReviewText, validateReview } from '@contract/validation/reviews';
import type { Db, Queryable } from '../db';
import { badRequest, forbidden, notFound } from '../lib/httpError';
import { hasCourseAccess } from '../repositories/lessons';
import {
  deleteReview,
  findPublishedCourseId,
  findReview,
  lockCourseRatings,
  ratingCounts,
  recountCourseRating,
  reviewsPage,
  upsertReview,
  type ReviewRow,
} from '../repositories/reviews';

/** "Asha Verma" → "Asha V."; a single name stays as it is. */
export function reviewerName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return 'A learner';
  if (words.length === 1) return first;
  const initial = Array.from(words[words.length - 1]!)[0]!.toLocaleUpperCase('en-IN');
  return `${first} ${initial}.`;
}

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  rating: row.rating,
  text: row.body,
  authorName: reviewerName(row.author_name),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

async function summaryOf(db: Queryable, courseId: string): Promise<ReviewsSummary> {
  const { count, average, stars } = await ratingCounts(db, courseId);
  const [one, two, three, four, five] = stars;
  return { average, count, distribution: { 1: one, 2: two, 3: three, 4: four, 5: five } };
}

async function publishedCourseId(db: Queryable, idOrSlug: string): Promise<string> {
  const courseId = await findPublishedCourseId(db, idOrSlug);
  if (!courseId) throw notFound(COURSE_NOT_FOUND);
  return courseId;
}

/** One page of a published course's reviews with the summary of all of them. */
export async function courseReviews(
  db: Queryable,
  idOrSlug: string,
  page: number,
): Promise<ReviewsPage> {
  const courseId = await publishedCourseId(db, idOrSlug);
  const [summary, rows] = await Promise.all([
    summaryOf(db, courseId),
    reviewsPage(db, courseId, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE),
  ]);
  return {
    summary,
    reviews: rows.map(toReview),
    page,
    totalPages: Math.ceil(summary.count / REVIEWS_PAGE_SIZE),
  };
}

/** The learner's own review, and whether they may write or edit one. */
export async function myReview(
  db: Queryable,
  userId: string,
  idOrSlug: string,
): Promise<MyReviewResponse> {
  const courseId = await publishedCourseId(db, idOrSlug);
  const [review, canReview] = await Promise.all([
    findReview(db, courseId, userId),
    hasCourseAccess(db, userId, courseId),
  ]);
  return { review: review ? toReview(review) : null, canReview };
}

/**
 * Writes or edits the learner's one review of a course they own. The course's stored rating is
 * recounted in the same transaction, under the course's lock, so concurrent reviews cannot lose
 * one another's count.
 */
export async function saveReview(
  db: Db,
  userId: string,
  idOrSlug: string,
  request: ReviewRequest,
): Promise<SaveReviewResponse> {
  const error = firstError(validateReview(request));
  if (error) throw badRequest(error);
  const body = cleanReviewText(request.text);
  const courseId = await publishedCourseId(db, idOrSlug);
  if (!(await hasCourseAccess(db, userId, courseId))) throw forbidden(REVIEW_OWNERS_ONLY);
  return db.transaction(async (tx) => {
    await lockCourseRatings(tx, courseId);
    const existed = Boolean(await findReview(tx, courseId, userId));
    await upsertReview(tx, { courseId, userId, rating: request.rating, body });
    await recountCourseRating(tx, courseId);
    return {
      message: existed ? REVIEW_UPDATED : REVIEW_PUBLISHED,
      review: toReview((await findReview(tx, courseId, userId))!),
      summary: await summaryOf(tx, courseId),
    };
  });
}

/** Deletes the learner's review (also after a refund: what they wrote stays theirs to remove). */
export async function removeReview(
  db: Db,
  userId: string,
  idOrSlug: string,
): Promise<DeleteReviewResponse> {
  const courseId = await publishedCourseId(db, idOrSlug);
  return db.transaction(async (tx) => {
    await lockCourseRatings(tx, courseId);
    if (!(await deleteReview(tx, courseId, userId))) throw notFound(REVIEW_NOT_FOUND);
    await recountCourseRating(tx, courseId);
    return { message: REVIEW_DELETED, summary: await summaryOf(tx, courseId) };
  });
}
