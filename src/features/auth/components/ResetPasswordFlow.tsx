import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useResetPasswordMutation } from '@/features/auth/api/authApi';
import { getErrorMessage } from '@/store/api/errorMessage';
import { NewPasswordFields } from './NewPasswordFields';
import { OutcomeMessage } from './OutcomeMessage';
import { SignInButton } from './SignInButton';
import { SubmitButton } from './SubmitButton';
import { useNewPasswordForm } from './useNewPasswordForm';

/** New password for the reset link's token; an expired or used link leads back to a new one. */
export function ResetPasswordFlow({ token }: { token: string }) {
  const [resetPassword, { data, error, isLoading, isSuccess, isError, reset }] =
    useResetPasswordMutation();
  const { control, handleSubmit } = useNewPasswordForm();

  if (isSuccess) {
    return (
      <OutcomeMessage severity="success" message={data.message}>
        <SignInButton />
      </OutcomeMessage>
    );
  }
  if (isError) {
    return (
      <OutcomeMessage severity="error" message={getErrorMessage(error)}>
        <Button component={RouterLink} to={paths.forgotPassword} variant="contained" size="large">
          Request a New Link
        </Button>
        <Button size="large" onClick={reset}>
          Try Again
        </Button>
      </OutcomeMessage>
    );
  }

  const onSubmit = handleSubmit(({ password }) => resetPassword({ token, password }));
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Reset password"
    >
      <NewPasswordFields control={control} />
      <SubmitButton loading={isLoading}>Reset Password</SubmitButton>
    </Stack>
  );
}
