import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { REVIEW_TEXT_MAX_LENGTH_TEXT } from '@contract/messages/reviews';
import type { Review } from '@contract/types';
import { validateReview, type ReviewValues } from '@contract/validation/reviews';
import { FormTextField } from '@/components/forms/FormTextField';
import { useToast } from '@/lib/toast';
import { validationResolver } from '@/lib/validationResolver';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useSaveMyReviewMutation } from '../api/reviewsApi';

const resolver = validationResolver(validateReview);
const starsText = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/** The 1-to-5 stars input, a labelled group of radio buttons; 0 is no choice yet. */
function StarsField({ control }: { control: Control<ReviewValues> }) {
  const { field, fieldState } = useController({ control, name: 'rating' });
  const errorId = useId();
  return (
    <Box
      component="fieldset"
      aria-describedby={fieldState.error ? errorId : undefined}
      sx={{ border: 0, m: 0, p: 0 }}
    >
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
        Your rating
      </Typography>
      <Rating
        name={field.name}
        value={field.value || null}
        onChange={(_event, value) => field.onChange(value ?? 0)}
        onBlur={field.onBlur}
        getLabelText={starsText}
        size="large"
        sx={{ color: 'secondary.main', '& .MuiRating-iconEmpty': { color: 'text.secondary' } }}
      />
      {fieldState.error && (
        <FormHelperText id={errorId} error>
          {fieldState.error.message}
        </FormHelperText>
      )}
    </Box>
  );
}

interface ReviewFormProps {
  courseId: string;
  /** The review being edited; none for a first review. */
  review: Review | null;
  onDone: () => void;
  /** Stop editing without saving (only when there is a review to go back to). */
  onCancel?: () => void;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

/** Write or edit the learner's review: stars (required) and text (optional). */
export function ReviewForm({ courseId, review, onDone, onCancel, labelledBy }: ReviewFormProps) {
  const toast = useToast();
  const [saveReview, { error, reset: clearError }] = useSaveMyReviewMutation();
  const { control, handleSubmit, formState } = useForm<ReviewValues>({
    resolver,
    defaultValues: { rating: review?.rating ?? 0, text: review?.text ?? '' },
  });
  const length = useWatch({ control, name: 'text' }).length;

  const onSubmit = handleSubmit(async (values) => {
    clearError();
    const result = await saveReview({ courseId, ...values });
    if ('data' in result && result.data) {
      toast.shop(result.data.message);
      onDone();
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <Stack spacing={2}>
        {error && <Alert severity="error">{getErrorMessage(error)}</Alert>}
        <StarsField control={control} />
        <FormTextField
          control={control}
          name="text"
          label="Your review (optional)"
          multiline
          minRows={4}
          helperText={`${length} / ${REVIEW_TEXT_MAX_LENGTH_TEXT} characters`}
        />
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {review ? 'Save changes' : 'Publish review'}
          </Button>
          {onCancel && (
            <Button onClick={onCancel} disabled={formState.isSubmitting}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
