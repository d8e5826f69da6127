import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { AuthSwitchLink } from '@/features/auth/components/AuthSwitchLink';
import { SignupForm } from '@/features/auth/components/SignupForm';
import { ACADEMY_NAME } from '@contract/constants';

export default function SignupPage() {
  return (
    <AuthCard
      title="Sign Up"
      subtitle={`Create your ${ACADEMY_NAME} account to take tests and watch courses.`}
    >
      <SignupForm />
      <AuthSwitchLink question="Already have an account?" to={paths.signin} label="Sign In" />
    </AuthCard>
  );
}
