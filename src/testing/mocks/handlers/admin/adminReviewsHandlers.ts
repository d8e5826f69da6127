import { http, HttpResponse } from 'msw';
import { REVIEW_HIDDEN, REVIEW_NOT_FOUND_ADMIN, REVIEW_RESTORED } from '@contract/messages/admin';
import { AdminReviewsQuery } from '@contract/schemas/admin/reviews';
import { adminDb } from '../../adminDb';
import { pageOf } from '../../adminList';
import { checkedQuery, errorResponse } from '../../http';
import { adminUrl, asStaff, audit, now } from './adminGuard';

const setHidden = (hidden: boolean) =>
  asStaff(({ params, actor }) => {
    const review = adminDb.reviews.find((row) => row.id === params.reviewId);
    if (!review) return errorResponse(404, REVIEW_NOT_FOUND_ADMIN);
    const before = { hiddenAt: review.hiddenAt };
    review.hiddenAt = hidden ? now() : null;
    audit(actor, hidden ? 'review.hide' : 'review.restore', review.id, before, {
      hiddenAt: review.hiddenAt,
    });
    return HttpResponse.json({ message: hidden ? REVIEW_HIDDEN : REVIEW_RESTORED, review });
  });

export const adminReviewsHandlers = [
  http.get(
    adminUrl('/reviews'),
    asStaff(({ request }) => {
      const checked = checkedQuery(request, AdminReviewsQuery);
      if ('invalid' in checked) return checked.invalid;
      const { courseId, rating, hidden } = checked.query;
      return HttpResponse.json(
        pageOf(
          adminDb.reviews,
          checked.query,
          ['text', 'authorName', 'authorEmail'],
          (row) =>
            (!courseId || row.courseId === courseId) &&
            (rating === undefined || row.rating === rating) &&
            (hidden === undefined || (row.hiddenAt !== null) === hidden),
        ),
      );
    }),
  ),
  http.post(adminUrl('/reviews/:reviewId/hide'), setHidden(true)),
  http.post(adminUrl('/reviews/:reviewId/restore'), setHidden(false)),
];
