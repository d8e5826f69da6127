import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AuthCard } from './AuthCard';
import { OutcomeMessage } from './OutcomeMessage';
import { ResendVerificationForm } from './ResendVerificationForm';
import { describeVerifyEmailProblem } from './verifyEmailProblems';

/** An expired, invalid or failed verification link, with a way to get a new one. */
export function VerifyEmailProblemCard({
  error,
  onRetry,
}: {
  error: unknown;
  onRetry: () => void;
}) {
  const problem = describeVerifyEmailProblem(error);
  return (
    <AuthCard title={problem.title} illustration="/images/account/mail-alert.svg">
      <OutcomeMessage severity="error" message={problem.text}>
        {problem.canRetry && (
          <Button variant="outlined" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </OutcomeMessage>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>
        Get a new verification link
      </Typography>
      <ResendVerificationForm />
    </AuthCard>
  );
}
