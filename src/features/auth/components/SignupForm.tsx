import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import { useRegisterMutation } from '@/features/auth/api/authApi';
import { validationResolver } from '@/lib/validationResolver';
import { REGISTERED } from '@contract/messages/auth';
import { validateSignup, type SignupValues } from '@contract/validation';
import { getErrorMessage } from '@/store/api/errorMessage';
import { DateOfBirthField } from './DateOfBirthField';
import { NewPasswordFields } from './NewPasswordFields';
import { RegistrationSuccessDialog } from './RegistrationSuccessDialog';
import { SubmitButton } from './SubmitButton';

const EMPTY: SignupValues = { name: '', email: '', password: '', confirmPassword: '', dob: '' };
const resolver = validationResolver(validateSignup);

export function SignupForm() {
  const [registerAccount, { isLoading }] = useRegisterMutation();
  const { control, handleSubmit, reset } = useForm<SignupValues>({
    defaultValues: EMPTY,
    resolver,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const [dialogEmail, setDialogEmail] = useState<string | null>(null);

  // The confirmation is only checked here; the server gets name, email, password and dob.
  const onSubmit = handleSubmit(async ({ name, email, password, dob }) => {
    setServerError(null);
    setRegistered(false);
    try {
      await registerAccount({ name: name.trim(), email: email.trim(), password, dob }).unwrap();
      setRegistered(true);
      setDialogEmail(email.trim());
      reset(EMPTY);
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  return (
    <>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Sign up">
        {serverError && <Alert severity="error">{serverError}</Alert>}
        {registered && <Alert severity="success">{REGISTERED}</Alert>}
        <FormTextField control={control} name="name" label="Name" autoComplete="name" />
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
        />
        <NewPasswordFields control={control} passwordLabel="Password" />
        <DateOfBirthField control={control} name="dob" />
        <SubmitButton loading={isLoading}>Sign Up</SubmitButton>
      </Stack>
      <RegistrationSuccessDialog email={dialogEmail} onClose={() => setDialogEmail(null)} />
    </>
  );
}
