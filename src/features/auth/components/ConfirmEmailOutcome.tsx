import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import { AuthCard } from './AuthCard';
import { OutcomeMessage } from './OutcomeMessage';
import { PleaseWait } from './PleaseWait';
import { SignInButton } from './SignInButton';
import { selectUser } from '@/store/auth/authSlice';
import { useConfirmEmailChangeQuery } from '../api/confirmEmailApi';

const ILLUSTRATION = '/images/account/mail-check.svg';

/** Follows a mailed email-change link; signed in or not, the learner learns how it went. */
export function ConfirmEmailOutcome({ token }: { token: string }) {
  const signedIn = useAppSelector(selectUser) !== null;
  const { data, error, isError } = useConfirmEmailChangeQuery(token);
  const next = signedIn ? (
    <Button component={RouterLink} to={paths.profile} variant="contained" size="large">
      Go to Your Profile
    </Button>
  ) : (
    <SignInButton />
  );

  if (isError)
    return (
      <AuthCard title="Email Not Changed" illustration="/images/account/mail-alert.svg">
        <OutcomeMessage severity="error" message={getErrorMessage(error)}>
          {next}
        </OutcomeMessage>
      </AuthCard>
    );
  if (data)
    return (
      <AuthCard title="Email Changed" illustration={ILLUSTRATION}>
        <OutcomeMessage severity="success" message={data.message}>
          {next}
        </OutcomeMessage>
      </AuthCard>
    );
  return (
    <AuthCard title="Confirming Your Email" illustration={ILLUSTRATION}>
      <PleaseWait text="Checking your confirmation link..." />
    </AuthCard>
  );
}
