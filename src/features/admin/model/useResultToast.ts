import { useToast } from '@/lib/toast';
import { getErrorMessage } from '@/store/api/errorMessage';

type Outcome = { data?: { message?: string }; error?: unknown };

/** Shows a mutation's outcome as a toast (the server's message either way); true on success. */
export function useResultToast() {
  const toast = useToast();
  return (result: Outcome): boolean => {
    if (result.error !== undefined) {
      toast.account(getErrorMessage(result.error), 'error');
      return false;
    }
    if (result.data?.message) toast.account(result.data.message);
    return true;
  };
}
