import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import type { CouponFormValues } from '@contract/validation/admin';
import { endOfDayIst, istDay } from '../../model/couponFormValues';

/** The expiry as a day (empty: never expires); the form keeps the ISO moment the API takes. */
export function ExpiryDateField({ control }: { control: Control<CouponFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'expiresAt' });
  return (
    <TextField
      type="date"
      label="Expires on (optional)"
      name={field.name}
      value={istDay(field.value)}
      onChange={(event) => field.onChange(endOfDayIst(event.target.value))}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? 'The end of that day, India time'}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}
