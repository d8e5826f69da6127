import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { paths } from '@/config/paths';

/** Room for three orders while the list loads. */
export function OrderHistorySkeleton() {
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label="Loading your orders" role="status">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={72} />
      ))}
    </Stack>
  );
}

export function OrderHistoryEmpty() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>You have not ordered anything yet.</Typography>
      <Button component={RouterLink} to={paths.courses} variant="contained">
        Browse courses
      </Button>
    </Stack>
  );
}

export function OrderHistoryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <RetryAlert onRetry={onRetry}>{`We couldn't load your orders. ${message}`}</RetryAlert>;
}
