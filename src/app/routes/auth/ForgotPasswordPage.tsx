import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { AuthSwitchLink } from '@/features/auth/components/AuthSwitchLink';
import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm';

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter the email you registered with and we will send you a link to reset your password."
      illustration="/images/account/key.svg"
    >
      <ForgotPasswordForm />
      <AuthSwitchLink question="Remembered it?" to={paths.signin} label="Sign In" />
    </AuthCard>
  );
}
