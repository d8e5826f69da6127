import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Review } from '@contract/types';
import { ReviewItem } from './ReviewItem';

interface ReviewListProps {
  reviews: Review[];
  /** More pages to load; 'Show more reviews' loads the next one. */
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
}

/** The reviews loaded so far, newest first, and the way to the next page. */
export function ReviewList({ reviews, hasMore, loadingMore, onShowMore }: ReviewListProps) {
  if (reviews.length === 0) return null;
  return (
    <>
      <Box component="ul" aria-label="Learners' reviews" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </Box>
      {hasMore && (
        <Button variant="outlined" onClick={onShowMore} loading={loadingMore} sx={{ mt: 1 }}>
          Show more reviews
        </Button>
      )}
    </>
  );
}
