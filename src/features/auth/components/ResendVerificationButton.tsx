import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useResendVerificationEmailMutation } from '@/features/auth/api/authApi';
import { getErrorMessage } from '@/store/api/errorMessage';

/** Sends a new verification link to an address already known, and shows the server's answer. */
export function ResendVerificationButton({ email }: { email: string }) {
  const [resend, { data, error, isLoading, isError }] = useResendVerificationEmailMutation();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {data && <Alert severity="success">{data.message}</Alert>}
      {isError && <Alert severity="error">{getErrorMessage(error)}</Alert>}
      <Button
        variant="contained"
        loading={isLoading}
        loadingPosition="start"
        onClick={() => void resend({ email })}
      >
        Resend verification email
      </Button>
    </Stack>
  );
}
