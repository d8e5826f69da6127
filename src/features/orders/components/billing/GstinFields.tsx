import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import type { BillingFields } from './billingFormValues';

export const GSTIN_TOGGLE_LABEL = 'I have a GSTIN (for input tax credit)';

/** The optional business part: a toggle that reveals the GSTIN and the legal name it is under. */
export function GstinFields({
  control,
  disabled,
}: {
  control: Control<BillingFields>;
  disabled: boolean;
}) {
  const hasGstin = useWatch({ control, name: 'hasGstin' });
  return (
    <>
      <Controller
        control={control}
        name="hasGstin"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                disabled={disabled}
              />
            }
            label={GSTIN_TOGGLE_LABEL}
          />
        )}
      />
      {hasGstin && (
        <>
          <FormTextField
            control={control}
            name="gstin"
            label="GSTIN"
            required
            autoComplete="off"
            disabled={disabled}
            helperText="15 characters, as on your GST certificate."
            slotProps={{ htmlInput: { spellCheck: false, maxLength: 20 } }}
          />
          <FormTextField
            control={control}
            name="legalName"
            label="Legal name of the business"
            required
            autoComplete="organization"
            disabled={disabled}
          />
        </>
      )}
    </>
  );
}
