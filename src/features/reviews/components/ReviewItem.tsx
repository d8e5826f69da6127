import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { Review } from '@contract/types';
import { ratingLabel } from '@/lib/rating';
import { formatReviewDate, wasEdited } from '../model/reviewDate';

/** One review: stars, who wrote it and when, and what they wrote, shown as plain text. */
export function ReviewBody({ review }: { review: Review }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Rating readOnly size="small" value={review.rating} getLabelText={ratingLabel} />
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {review.authorName}
        </Typography>
        <Typography component="span" color="text.secondary" sx={{ fontSize: '0.9rem' }}>
          <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
          {wasEdited(review.createdAt, review.updatedAt) && ' (edited)'}
        </Typography>
      </Box>
      {review.text && (
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.text}
        </Typography>
      )}
    </>
  );
}

export function ReviewItem({ review }: { review: Review }) {
  return (
    <Box component="li" sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
      <ReviewBody review={review} />
    </Box>
  );
}
