import { useForgotPasswordMutation } from '@/features/auth/api/authApi';
import { EmailOnlyForm } from './EmailOnlyForm';

export function ForgotPasswordForm() {
  const [sendResetLink, result] = useForgotPasswordMutation();
  return <EmailOnlyForm result={result} onSend={sendResetLink} submitLabel="Send Reset Link" />;
}
