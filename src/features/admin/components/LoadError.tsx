import { RetryAlert } from '@/components/feedback/RetryAlert';
import { getErrorMessage } from '@/store/api/errorMessage';

/** A failed load: the server's message (or a generic one) and a Retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <RetryAlert onRetry={onRetry}>{getErrorMessage(error)}</RetryAlert>;
}
