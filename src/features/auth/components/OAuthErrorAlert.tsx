import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useSearchParams } from 'react-router-dom';

/** The server sends a failed or unconfigured Google sign-in back to /signin?error=<message>. */
export function OAuthErrorAlert() {
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      <AlertTitle>Google sign-in did not complete</AlertTitle>
      {error}
    </Alert>
  );
}
