import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CheckoutMessage } from './CheckoutMessage';

/** The order could not be fetched: the server's reason, a retry and a way out. */
export function OrderLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <CheckoutMessage
        title="We couldn't load your order"
        actions={
          <>
            <Button variant="contained" onClick={onRetry}>
              Retry
            </Button>
            <Button component={RouterLink} to={paths.courses} variant="outlined">
              Browse courses
            </Button>
          </>
        }
      >
        {message}
      </CheckoutMessage>
    </div>
  );
}
