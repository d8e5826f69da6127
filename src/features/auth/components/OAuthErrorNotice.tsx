import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** What the server said when Google sign-in failed or is not configured. */
export default function OAuthErrorNotice({ message }: { message: string }) {
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      <AlertTitle>Google sign-in did not complete</AlertTitle>
      {message}
    </Alert>
  );
}
