import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Review } from '@contract/types';
import { formatReviewDate, wasEdited } from '../model/reviewDate';
import { ReviewStars } from './ReviewStars';

/** One review: stars, who wrote it and when, and what they wrote, shown as plain text. */
export function ReviewBody({ review }: { review: Review }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ReviewStars size="small" value={review.rating} />
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
