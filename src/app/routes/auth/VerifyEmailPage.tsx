import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useVerifyEmailQuery } from '@/features/auth/api/authApi';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { PleaseWait } from '@/features/auth/components/PleaseWait';
import { VerifyEmailProblemCard } from '@/features/auth/components/VerifyEmailProblemCard';

/** Verifies the link's token on arrival; success moves on to /email-verified with the server's words. */
export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const { data, error, isError, refetch } = useVerifyEmailQuery(token);

  if (isError) return <VerifyEmailProblemCard error={error} onRetry={() => void refetch()} />;
  if (data) return <Navigate to={paths.emailVerified} replace state={{ message: data.message }} />;
  return (
    <AuthCard title="Verifying Your Email" illustration="/images/account/mail-check.svg">
      <PleaseWait text="Checking your verification link..." />
    </AuthCard>
  );
}
