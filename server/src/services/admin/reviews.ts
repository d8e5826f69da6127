import type { AdminReviewResponse, AdminReviewsQuery } from '@contract/types';
import * as m from '@contract/messages/admin';
import type { Db, Queryable } from '../../db';
import { notFound } from '../../lib/httpError';
import {
  findAdminReview,
  listReviews,
  reviewCourseId,
  setReviewHidden,
} from '../../repositories/adminReviews';
import { lockCourseRatings, recountCourseRating } from '../../repositories/reviews';
import { audit, type StaffActor } from './staffActor';

export const adminReviewList = (db: Queryable, query: AdminReviewsQuery) => listReviews(db, query);

/**
 * Hides or restores a review and recounts its course's rating, under the same course lock as a
 * learner's review (services/reviews.ts), so no concurrent review is counted without the change.
 */
export async function setReviewVisibility(
  db: Db,
  actor: StaffActor,
  id: string,
  hidden: boolean,
): Promise<AdminReviewResponse> {
  const review = await db.transaction(async (tx) => {
    const courseId = await reviewCourseId(tx, id);
    if (!courseId) throw notFound(m.REVIEW_NOT_FOUND_ADMIN);
    await lockCourseRatings(tx, courseId);
    const before = await findAdminReview(tx, id);
    if (!before) throw notFound(m.REVIEW_NOT_FOUND_ADMIN);
    await setReviewHidden(tx, id, hidden);
    await recountCourseRating(tx, courseId);
    const after = (await findAdminReview(tx, id))!;
    await audit(
      tx,
      actor,
      hidden ? 'review.hide' : 'review.restore',
      { kind: 'review', id },
      { hiddenAt: before.hiddenAt },
      { hiddenAt: after.hiddenAt },
    );
    return after;
  });
  return { message: hidden ? m.REVIEW_HIDDEN : m.REVIEW_RESTORED, review };
}
