import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { REVIEW_OWNERS_ONLY } from '@contract/messages/reviews';
import { paths } from '@/config/paths';
import { selectIsSignedIn } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';
import { useGetMyReviewQuery } from '../api/reviewsApi';
import { OwnReview } from './OwnReview';
import { ReviewForm } from './ReviewForm';

/** The rule for everyone who cannot review: only buyers can (and a visitor may sign in). */
function ReviewRule({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  return (
    <Typography color="text.secondary">
      {REVIEW_OWNERS_ONLY}
      {!signedIn && (
        <>
          {' '}
          Bought it already?{' '}
          <Link
            component={RouterLink}
            to={paths.signin}
            state={{ from: location.pathname }}
            underline="always"
          >
            Sign in to review it
          </Link>
          .
        </>
      )}
    </Typography>
  );
}

/** What the learner can do: write a review, see and change theirs, or read the rule. */
export function MyReview({ courseId }: { courseId: string }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data, isLoading } = useGetMyReviewQuery(courseId, { skip: !signedIn });
  const [editing, setEditing] = useState(false);
  const formTitleId = useId();

  if (!signedIn) return <ReviewRule signedIn={false} />;
  if (isLoading)
    return <Skeleton variant="rounded" height={120} aria-label="Loading your review" />;
  if (!data) return null;
  const { review, canReview } = data;
  if (review && !(canReview && editing)) {
    return (
      <OwnReview
        courseId={courseId}
        review={review}
        onEdit={canReview ? () => setEditing(true) : undefined}
      />
    );
  }
  if (!canReview) return <ReviewRule signedIn />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" gutterBottom id={formTitleId}>
        {review ? 'Edit your review' : 'Review this course'}
      </Typography>
      <ReviewForm
        labelledBy={formTitleId}
        courseId={courseId}
        review={review}
        onDone={() => setEditing(false)}
        onCancel={review ? () => setEditing(false) : undefined}
      />
    </Paper>
  );
}
