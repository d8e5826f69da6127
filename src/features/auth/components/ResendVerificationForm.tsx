import { useResendVerificationEmailMutation } from '@/features/auth/api/authApi';
import { EmailOnlyForm } from './EmailOnlyForm';

/** For a learner whose verification link failed: type the address, get a new link. */
export function ResendVerificationForm() {
  const [resend, result] = useResendVerificationEmailMutation();
  return <EmailOnlyForm result={result} onSend={resend} submitLabel="Resend Verification Email" />;
}
