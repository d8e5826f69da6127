import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { SignInButton } from '@/features/auth/components/SignInButton';
import { ACADEMY_NAME } from '@contract/constants';

/** The verification screen passes the server's message along; a direct visit gets the plain words. */
export default function EmailVerifiedPage() {
  const state: unknown = useLocation().state;
  const serverMessage = (state as { message?: unknown } | null)?.message;
  const message =
    typeof serverMessage === 'string'
      ? serverMessage
      : `Your email address is verified. You can now sign in to your ${ACADEMY_NAME} account.`;

  return (
    <AuthCard title="Email Verified" illustration="/images/account/mail-check.svg">
      <Typography sx={{ textAlign: 'center', mb: 3 }}>{message}</Typography>
      <Typography component="div" sx={{ textAlign: 'center' }}>
        <SignInButton />
      </Typography>
    </AuthCard>
  );
}
