import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import { googleSignInUrl } from '@/config/env';
import { useGetGoogleStatusQuery } from '../api/authApi';
import { browserNavigation } from './browserNavigation';
import { OrDivider } from './OrDivider';

/**
 * "or" and the Google button, offered only once the server says Google sign-in is set up: a button
 * that can only lead back with "not configured" would be a dead end. Signing in with Google is a
 * full browser navigation to the API host, which comes back to /?token=...
 */
export function GoogleSignInOption() {
  const { data } = useGetGoogleStatusQuery();
  if (!data?.configured) return null;
  return (
    <>
      <OrDivider />
      <GoogleSignInButton />
    </>
  );
}

function GoogleSignInButton() {
  return (
    <Button
      variant="outlined"
      size="large"
      fullWidth
      startIcon={<GoogleIcon />}
      onClick={() => browserNavigation.assign(googleSignInUrl)}
    >
      Sign in with Google
    </Button>
  );
}
