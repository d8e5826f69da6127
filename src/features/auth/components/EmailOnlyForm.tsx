import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import { validationResolver } from '@/lib/validationResolver';
import type { EmailRequest, MessageResponse } from '@contract/types';
import { compact, emailError } from '@contract/validation';
import { getErrorMessage } from '@/store/api/errorMessage';
import { SubmitButton } from './SubmitButton';

const resolver = validationResolver((values: EmailRequest) =>
  compact({ email: emailError(values.email) }),
);

interface EmailOnlyFormProps {
  /** The mutation's state: its answer or failure shows above the field. */
  result: { data?: MessageResponse; error?: unknown; isError: boolean; isLoading: boolean };
  onSend: (body: EmailRequest) => unknown;
  submitLabel: string;
  label?: string;
}

/**
 * One email field and a button (forgot password, resend verification). The server answers the same
 * whether or not the address has an account; that answer is what the learner reads.
 */
export function EmailOnlyForm({
  result,
  onSend,
  submitLabel,
  label = 'Email',
}: EmailOnlyFormProps) {
  const { control, handleSubmit } = useForm<EmailRequest>({
    defaultValues: { email: '' },
    resolver,
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    await onSend({ email: email.trim() });
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={submitLabel}>
      {result.data && !result.isError && <Alert severity="success">{result.data.message}</Alert>}
      {result.isError && <Alert severity="error">{getErrorMessage(result.error)}</Alert>}
      <FormTextField
        control={control}
        name="email"
        label={label}
        type="email"
        autoComplete="email"
      />
      <SubmitButton loading={result.isLoading}>{submitLabel}</SubmitButton>
    </Stack>
  );
}
