import Button from '@mui/material/Button';
import type { AdminReview } from '@contract/types';
import { useHideReviewMutation, useRestoreReviewMutation } from '../../api/reviewsAdminApi';
import { useResultToast } from '../../model/useResultToast';

/** Hide a review from the public list (and the rating), or restore it. */
export function ReviewAction({ review }: { review: AdminReview }) {
  const [hide, hiding] = useHideReviewMutation();
  const [restore, restoring] = useRestoreReviewMutation();
  const report = useResultToast();
  const hidden = review.hiddenAt !== null;
  return (
    <Button
      size="small"
      color={hidden ? 'primary' : 'error'}
      disabled={hiding.isLoading || restoring.isLoading}
      aria-label={`${hidden ? 'Restore' : 'Hide'} the review by ${review.authorName}`}
      onClick={() => void (hidden ? restore(review.id) : hide(review.id)).then(report)}
    >
      {hidden ? 'Restore' : 'Hide'}
    </Button>
  );
}
