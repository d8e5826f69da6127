import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CourseDetail } from '@contract/types';
import { APP_BAR_HEIGHT } from '@/components/layout/appBarHeight';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useGetCourseReviewsInfiniteQuery } from '../api/reviewsApi';
import { MyReview } from './MyReview';
import { RatingSummary } from './RatingSummary';
import { ReviewList } from './ReviewList';

/** Where the header's review count leads. */
export const REVIEWS_ANCHOR = 'reviews';

/** A course's reviews: the summary, the learner's own review or the rule, and the list. */
export function CourseReviews({ course }: { course: CourseDetail }) {
  const {
    data,
    error,
    isLoading,
    isError,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useGetCourseReviewsInfiniteQuery(course._id);
  const summary = data?.pages[0]?.summary;
  const reviews = data?.pages.flatMap((page) => page.reviews) ?? [];

  return (
    <Box
      component="section"
      id={REVIEWS_ANCHOR}
      aria-labelledby="reviews-heading"
      sx={{ scrollMarginTop: APP_BAR_HEIGHT + 16, display: 'grid', gap: 3 }}
    >
      <Typography id="reviews-heading" variant="h5" component="h2">
        Reviews
      </Typography>
      {isLoading && <Skeleton variant="rounded" height={140} aria-label="Loading the reviews" />}
      {isError && !data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          The reviews could not be loaded. {getErrorMessage(error)}
        </Alert>
      )}
      {summary && <RatingSummary summary={summary} />}
      <MyReview courseId={course._id} />
      <ReviewList
        reviews={reviews}
        hasMore={hasNextPage}
        loadingMore={isFetchingNextPage}
        onShowMore={() => void fetchNextPage()}
      />
    </Box>
  );
}
