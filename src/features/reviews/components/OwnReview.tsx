import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Review } from '@contract/types';
import { useToast } from '@/lib/toast';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useDeleteMyReviewMutation } from '../api/reviewsApi';
import { DeleteReviewDialog } from './DeleteReviewDialog';
import { ReviewBody } from './ReviewItem';

interface OwnReviewProps {
  courseId: string;
  review: Review;
  /** Absent when the learner may no longer edit (refunded): they can still delete it. */
  onEdit?: () => void;
}

/** The learner's own review as others see it, with Edit and Delete. */
export function OwnReview({ courseId, review, onEdit }: OwnReviewProps) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [deleteReview, { isLoading: deleting, error }] = useDeleteMyReviewMutation();

  const confirmDelete = async () => {
    const result = await deleteReview(courseId);
    setConfirming(false);
    if ('data' in result && result.data) toast.shop(result.data.message);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        Your review
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {getErrorMessage(error)}
        </Alert>
      )}
      <Box>
        <ReviewBody review={review} />
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        {onEdit && (
          <Button variant="outlined" onClick={onEdit}>
            Edit review
          </Button>
        )}
        <Button color="error" onClick={() => setConfirming(true)}>
          Delete review
        </Button>
      </Stack>
      <DeleteReviewDialog
        open={confirming}
        deleting={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
