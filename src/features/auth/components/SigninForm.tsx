import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { LightTextField } from '@/components/forms/LightTextField';
import { useLoginMutation } from '@/features/auth/api/authApi';
import { useToast } from '@/lib/toast';
import { useValidatedForm } from '@/lib/useValidatedForm';
import { validateSignin, type SigninValues } from '@contract/validation';
import { getErrorCode, getErrorMessage } from '@/store/api/errorMessage';
import { LightPasswordField } from './LightPasswordField';
import type { SigninFailure } from './SigninFailureDialog';
import { SubmitButton } from './SubmitButton';

const SigninFailureDialog = lazy(
  () => import(/* webpackChunkName: "signin-failure" */ './SigninFailureDialog'),
);

const EMPTY: SigninValues = { email: '', password: '' };

/**
 * Email and password; on success the store keeps the session and goes to / (authApi.login). The
 * fields are LightTextFields held by useValidatedForm, not react-hook-form and MUI's input code
 * (together they held the page's first load far above its goal; docs/performance.md): the same
 * rules and messages, checked at the same moments, the same focus on the first field to correct.
 */
export function SigninForm() {
  const [login, { isLoading }] = useLoginMutation();
  const { field, handleSubmit, reset } = useValidatedForm(EMPTY, validateSignin);
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
        <LightTextField {...field('email')} label="Email" type="email" autoComplete="email" />
        <LightPasswordField
          {...field('password')}
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
