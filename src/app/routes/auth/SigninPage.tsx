import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { AuthSwitchLink } from '@/features/auth/components/AuthSwitchLink';
import { GoogleSignInButton } from '@/features/auth/components/GoogleSignInButton';
import { OAuthErrorAlert } from '@/features/auth/components/OAuthErrorAlert';
import { OrDivider } from '@/features/auth/components/OrDivider';
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
      <OrDivider />
      <GoogleSignInButton />
      <AuthSwitchLink question="New here?" to={paths.signup} label="Sign Up" />
    </AuthCard>
  );
}
