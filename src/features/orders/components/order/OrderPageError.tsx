import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { paths } from '@/config/paths';

/** The order could not be loaded: the server's reason, a retry, and the way to the list. */
export function OrderPageError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <RetryAlert onRetry={onRetry}>{`We couldn't load this order. ${message}`}</RetryAlert>
      <Button component={RouterLink} to={paths.orders} variant="outlined">
        Back to your orders
      </Button>
    </Stack>
  );
}
