import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { CourseDetail } from '@contract/types';
import { getErrorMessage } from '@/store/api/errorMessage';
import { selectIsSignedIn } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';
import { useGetCourseReviewsInfiniteQuery, useGetMyReviewQuery } from '../api/reviewsApi';
import { MyReview } from './MyReview';
import { RatingSummary } from './RatingSummary';
import { ReviewsSection } from './ReviewsSection';
import { ReviewList } from './ReviewList';

/**
 * A course's reviews: the summary, the learner's own review or the rule, and everyone else's
 * reviews (the learner's own shows once, in its own place, where it can be changed).
 */
export default function CourseReviews({ course }: { course: CourseDetail }) {
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
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data: mine } = useGetMyReviewQuery(course._id, { skip: !signedIn });
  const ownId = mine?.review?.id;
  const summary = data?.pages[0]?.summary;
  const reviews = (data?.pages.flatMap((page) => page.reviews) ?? []).filter(
    (review) => review.id !== ownId,
  );

  return (
    <ReviewsSection>
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
    </ReviewsSection>
  );
}
