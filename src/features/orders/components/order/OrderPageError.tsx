import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The order could not be loaded: the server's reason, a retry, and the way to the list. */
export function OrderPageError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {`We couldn't load this order. ${message}`}
      </Alert>
      <Button component={RouterLink} to={paths.orders} variant="outlined">
        Back to your orders
      </Button>
    </Stack>
  );
}
