import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getErrorMessage } from '@/store/api/errorMessage';
import type { User } from '@contract/types';
import { useToast } from '@/lib/toast';
import { useCancelEmailChangeMutation, useResendEmailChangeMutation } from '../api/emailChangeApi';

/** A changed email waits for the link mailed to it; the learner can have it sent again or drop it. */
export function PendingEmailNotice({ user }: { user: User }) {
  const toast = useToast();
  const [resend, resending] = useResendEmailChangeMutation();
  const [cancel, cancelling] = useCancelEmailChangeMutation();
  if (!user.pendingEmail) return null;

  const run = async (action: typeof resend) => {
    const result = await action(user.id);
    if (result.data) toast.account(result.data.message);
    else toast.account(getErrorMessage(result.error), 'error');
  };
  const busy = resending.isLoading || cancelling.isLoading;

  return (
    <Alert
      severity="info"
      role="status"
      sx={{
        mb: 3,
        alignItems: 'center',
        // A long address wraps, and on a phone the buttons go under it, so nothing scrolls sideways.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { overflowWrap: 'anywhere', minWidth: 0, flex: 1 },
        '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } },
      }}
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            size="small"
            disabled={busy}
            aria-label="Resend the confirmation link"
            onClick={() => void run(resend)}
          >
            Resend
          </Button>
          <Button
            color="inherit"
            size="small"
            disabled={busy}
            aria-label="Cancel the email change"
            onClick={() => void run(cancel)}
          >
            Cancel
          </Button>
        </Stack>
      }
    >
      Confirmation pending for {user.pendingEmail}
    </Alert>
  );
}
