import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { getErrorMessage, getErrorStatus } from '@/store/api/errorMessage';

/**
 * A refused save: the server's message; on a 409 (someone else changed it meanwhile) a Reload
 * button that fetches the current version.
 */
export function FormProblem({ error, onReload }: { error: unknown; onReload?: () => void }) {
  if (!error) return null;
  const conflict = getErrorStatus(error) === 409 && onReload;
  return (
    <Alert
      severity="error"
      action={
        conflict ? (
          <Button color="inherit" size="small" onClick={onReload}>
            Reload
          </Button>
        ) : undefined
      }
    >
      {getErrorMessage(error)}
    </Alert>
  );
}
