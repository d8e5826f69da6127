import { http, HttpResponse } from 'msw';
import { REVIEWS_PAGE_SIZE } from '@contract/constants';
import { fieldInvalid } from '@contract/messages/common';
import { COURSE_NOT_FOUND } from '@contract/messages/courses';
import {
  REVIEW_DELETED,
  REVIEW_NOT_FOUND,
  REVIEW_OWNERS_ONLY,
  REVIEW_PUBLISHED,
  REVIEW_UPDATED,
} from '@contract/messages/reviews';
import { ReviewRequest } from '@contract/schemas/reviews';
import type { ReviewsPage, ReviewsSummary } from '@contract/types';
import { firstError } from '@contract/validation';
import { cleanReviewText, validateReview } from '@contract/validation/reviews';
import { db, type StoredReview } from '../db';
import { apiUrl, checkedBody, errorResponse, unauthorized, userIdOf } from '../http';

const path = (suffix = '') => apiUrl(`/courses/:course/reviews${suffix}`);

/** Course n answers to its id and to its slug `course-n`, as in the courses fake. */
const courseIdOf = (param: unknown): string | undefined =>
  db.courses.find((course, i) => course._id === param || `course-${i + 1}` === param)?._id;

const reviewsOf = (courseId: string): StoredReview[] => db.reviews.get(courseId) ?? [];

function summaryOf(courseId: string): ReviewsSummary {
  const ratings = reviewsOf(courseId).map((review) => review.rating);
  const count = ratings.length;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  const times = (stars: number) => ratings.filter((rating) => rating === stars).length;
  return {
    average: count ? Math.round((sum / count) * 100) / 100 : 0,
    count,
    distribution: { 1: times(1), 2: times(2), 3: times(3), 4: times(4), 5: times(5) },
  };
}

const publicReview = ({ userId: _userId, ...review }: StoredReview) => review;

const authorNameOf = (userId: string): string => {
  const [first = 'A learner', ...rest] = (db.accounts.get(userId)?.user.name ?? '').split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
};

const owns = (userId: string, courseId: string) =>
  db.purchases.get(userId)?.includes(courseId) ?? false;

let reviewCounter = 0;
const nextReviewId = () =>
  `e0000000-0000-4000-8000-${String((reviewCounter += 1)).padStart(12, '0')}`;

export const reviewsHandlers = [
  http.get(path(), ({ params, request }): Response => {
    const courseId = courseIdOf(params.course);
    if (!courseId) return errorResponse(404, COURSE_NOT_FOUND);
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    if (!Number.isInteger(page) || page < 1)
      return errorResponse(400, fieldInvalid('page', 'must be >= 1'), 'VALIDATION');
    const newestFirst = [...reviewsOf(courseId)].sort((a, b) =>
      b.updatedAt.localeCompare(a.updatedAt),
    );
    const summary = summaryOf(courseId);
    return HttpResponse.json<ReviewsPage>({
      summary,
      reviews: newestFirst
        .slice((page - 1) * REVIEWS_PAGE_SIZE, page * REVIEWS_PAGE_SIZE)
        .map(publicReview),
      page,
      totalPages: Math.ceil(summary.count / REVIEWS_PAGE_SIZE),
    });
  }),

  http.get(path('/mine'), ({ params, request }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const courseId = courseIdOf(params.course);
    if (!courseId) return errorResponse(404, COURSE_NOT_FOUND);
    const review = reviewsOf(courseId).find((item) => item.userId === userId);
    return HttpResponse.json({
      review: review ? publicReview(review) : null,
      canReview: owns(userId, courseId),
    });
  }),

  http.put(path('/mine'), async ({ params, request }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const checked = await checkedBody(request, ReviewRequest);
    if ('invalid' in checked) return checked.invalid;
    const error = firstError(validateReview(checked.body));
    if (error) return errorResponse(400, error, 'VALIDATION');
    const courseId = courseIdOf(params.course);
    if (!courseId) return errorResponse(404, COURSE_NOT_FOUND);
    if (!owns(userId, courseId)) return errorResponse(403, REVIEW_OWNERS_ONLY);
    const reviews = reviewsOf(courseId);
    const existing = reviews.find((item) => item.userId === userId);
    const now = new Date().toISOString();
    const review: StoredReview = {
      id: existing?.id ?? nextReviewId(),
      userId,
      rating: checked.body.rating,
      text: cleanReviewText(checked.body.text),
      authorName: authorNameOf(userId),
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    db.reviews.set(courseId, [...reviews.filter((item) => item !== existing), review]);
    return HttpResponse.json({
      message: existing ? REVIEW_UPDATED : REVIEW_PUBLISHED,
      review: publicReview(review),
      summary: summaryOf(courseId),
    });
  }),

  http.delete(path('/mine'), ({ params, request }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const courseId = courseIdOf(params.course);
    if (!courseId) return errorResponse(404, COURSE_NOT_FOUND);
    const reviews = reviewsOf(courseId);
    if (!reviews.some((item) => item.userId === userId))
      return errorResponse(404, REVIEW_NOT_FOUND);
    db.reviews.set(
      courseId,
      reviews.filter((item) => item.userId !== userId),
    );
    return HttpResponse.json({ message: REVIEW_DELETED, summary: summaryOf(courseId) });
  }),
];
