import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSetupPasswordMutation } from '@/features/auth/api/authApi';
import { getErrorMessage } from '@/store/api/errorMessage';
import { NewPasswordFields } from './NewPasswordFields';
import { OutcomeMessage } from './OutcomeMessage';
import { PleaseWait } from './PleaseWait';
import { SignInButton } from './SignInButton';
import { SubmitButton } from './SubmitButton';
import { useNewPasswordForm } from './useNewPasswordForm';

export const MISSING_SETUP_TOKEN =
  'This password setup link is incomplete: it has no token. Please open the link from your email again, or ask for a new one.';

/** Form → 'Please Wait...' → the server's answer; after a failure, a retry or a new link. */
export function SetupPasswordFlow() {
  const token = useSearchParams()[0].get('token');
  const [setupPassword, { data, error, isLoading, isSuccess, isError, reset }] =
    useSetupPasswordMutation();
  const { control, handleSubmit } = useNewPasswordForm();
  const resendLink = (
    <Button component={RouterLink} to={paths.forgotPassword} size="large">
      Resend Email
    </Button>
  );

  if (!token)
    return (
      <OutcomeMessage severity="error" message={MISSING_SETUP_TOKEN}>
        {resendLink}
      </OutcomeMessage>
    );
  if (isLoading) return <PleaseWait />;
  if (isSuccess) {
    return (
      <OutcomeMessage severity="success" message={data.message}>
        <SignInButton label="Log In" />
      </OutcomeMessage>
    );
  }
  if (isError) {
    return (
      <OutcomeMessage severity="error" message={getErrorMessage(error)}>
        <Button variant="contained" size="large" onClick={reset}>
          Retry Password Reset
        </Button>
        {resendLink}
      </OutcomeMessage>
    );
  }

  const onSubmit = handleSubmit(({ password }) => void setupPassword({ token, password }));
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Set up password"
    >
      <NewPasswordFields control={control} />
      <SubmitButton loading={false}>Set Password</SubmitButton>
    </Stack>
  );
}
