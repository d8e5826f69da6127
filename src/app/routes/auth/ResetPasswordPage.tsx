import { useParams } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { ResetPasswordFlow } from '@/features/auth/components/ResetPasswordFlow';

export default function ResetPasswordPage() {
  const { resetToken = '' } = useParams();
  return (
    <AuthCard
      title="Reset Password"
      subtitle="Choose a new password for your account."
      illustration="/images/account/key.svg"
    >
      <ResetPasswordFlow token={resetToken} />
    </AuthCard>
  );
}
