import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import { useToast } from '@/lib/toast';
import { validationResolver } from '@/lib/validationResolver';
import { getErrorMessage, getErrorStatus } from '@/store/api/errorMessage';
import { useSetOrderBillingMutation } from '../../api/billingApi';
import {
  billingRequestOf,
  fieldOfMessage,
  validateBillingFields,
  type BillingFields,
} from './billingFormValues';
import { GstinFields } from './GstinFields';
import { StateAutocomplete } from './StateAutocomplete';

const resolver = validationResolver(validateBillingFields);

interface BillingFormProps {
  orderId: string;
  initial: BillingFields;
  disabled: boolean;
  /** Editing details the order already has: Cancel goes back to them. */
  onCancel?: () => void;
  onSaved: () => void;
}

/** Billing name, state, and optionally a GSTIN with the legal name: checked here as on the server. */
export function BillingForm({ orderId, initial, disabled, onCancel, onSaved }: BillingFormProps) {
  const [setOrderBilling] = useSetOrderBillingMutation();
  const toast = useToast();
  const { control, handleSubmit, setError, formState } = useForm<BillingFields>({
    defaultValues: initial,
    resolver,
  });

  const save = async (values: BillingFields) => {
    try {
      const { message } = await setOrderBilling({
        orderId,
        ...billingRequestOf(values),
      }).unwrap();
      toast.shop(message, 'success');
      onSaved();
    } catch (error) {
      const message = getErrorMessage(error);
      if (getErrorStatus(error) === 400) setError(fieldOfMessage(message), { message });
      else toast.shop(message, 'error');
    }
  };

  const busy = disabled || formState.isSubmitting;
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Billing details"
      onSubmit={handleSubmit(save)}
      spacing={2}
    >
      <FormTextField
        control={control}
        name="name"
        label="Billing name"
        required
        autoComplete="name"
        disabled={busy}
      />
      <Controller
        control={control}
        name="stateCode"
        render={({ field, fieldState }) => (
          <StateAutocomplete
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            disabled={busy}
          />
        )}
      />
      <GstinFields control={control} disabled={busy} />
      <Stack direction="row" spacing={1}>
        <Button
          type="submit"
          variant="outlined"
          loading={formState.isSubmitting}
          disabled={disabled}
        >
          Save billing details
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
