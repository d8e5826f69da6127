import { AuthCard } from '@/features/auth/components/AuthCard';
import { SetupPasswordFlow } from '@/features/auth/components/SetupPasswordFlow';

export default function SetupPasswordPage() {
  return (
    <AuthCard
      title="Set Up Your Password"
      subtitle="Choose a password for your account."
      illustration="/images/account/key.svg"
    >
      <SetupPasswordFlow />
    </AuthCard>
  );
}
