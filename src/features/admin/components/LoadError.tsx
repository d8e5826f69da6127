import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { getErrorMessage } from '@/store/api/errorMessage';

/** A failed load: the server's message (or a generic one) and a Retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {getErrorMessage(error)}
    </Alert>
  );
}
