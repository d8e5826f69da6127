import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import { googleSignInUrl } from '@/config/env';
import { browserNavigation } from './browserNavigation';

/** Google sign-in is a full browser navigation to the API host, which comes back to /?token=... */
export function GoogleSignInButton() {
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
