import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { AuthSwitchLink } from '@/features/auth/components/AuthSwitchLink';
import { GoogleSignInOption } from '@/features/auth/components/GoogleSignInOption';
import { OAuthErrorAlert } from '@/features/auth/components/OAuthErrorAlert';
import { SigninForm } from '@/features/auth/components/SigninForm';
import { ACADEMY_NAME } from '@contract/constants';

export default function SigninPage() {
  return (
    <AuthCard title="Sign In" subtitle={`Welcome back to ${ACADEMY_NAME}.`}>
      <OAuthErrorAlert />
      <SigninForm />
      <Typography variant="body2" sx={{ textAlign: 'right', mt: 1.5 }}>
        <Link component={RouterLink} to={paths.forgotPassword}>
          Forgot password?
        </Link>
      </Typography>
      <GoogleSignInOption />
      <AuthSwitchLink question="New here?" to={paths.signup} label="Sign Up" />
    </AuthCard>
  );
}
