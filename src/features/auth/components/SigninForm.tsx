import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import { useLoginMutation } from '@/features/auth/api/authApi';
import { useToast } from '@/lib/toast';
import { validationResolver } from '@/lib/validationResolver';
import { validateSignin, type SigninValues } from '@contract/validation';
import { getErrorCode, getErrorMessage } from '@/store/api/errorMessage';
import { PasswordField } from './PasswordField';
import type { SigninFailure } from './SigninFailureDialog';
import { SubmitButton } from './SubmitButton';

const SigninFailureDialog = lazy(
  () => import(/* webpackChunkName: "signin-failure" */ './SigninFailureDialog'),
);

const EMPTY: SigninValues = { email: '', password: '' };
const resolver = validationResolver(validateSignin);

/** Email and password; on success the store keeps the session and goes to / (authApi.login). */
export function SigninForm() {
  const [login, { isLoading }] = useLoginMutation();
  const { control, handleSubmit, reset } = useForm<SigninValues>({
    defaultValues: EMPTY,
    resolver,
  });
  const [failure, setFailure] = useState<SigninFailure | null>(null);
  // Mounted from the first failure on, so the dialog can also animate out.
  const [failedOnce, setFailedOnce] = useState(false);
  if (failure && !failedOnce) setFailedOnce(true);
  const toast = useToast();

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await login({ email: email.trim(), password }).unwrap();
      toast.account('Login Successfull');
      reset(EMPTY);
    } catch (error) {
      const unverified = getErrorCode(error) === 'EMAIL_NOT_VERIFIED';
      setFailure({
        message: getErrorMessage(error),
        unverifiedEmail: unverified ? email.trim() : null,
      });
    }
  });

  return (
    <>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Sign in">
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
        />
        <PasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="current-password"
        />
        <SubmitButton loading={isLoading}>Sign In</SubmitButton>
      </Stack>
      {failedOnce && (
        <Suspense fallback={null}>
          <SigninFailureDialog failure={failure} onClose={() => setFailure(null)} />
        </Suspense>
      )}
    </>
  );
}
