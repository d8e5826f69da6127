import { useState, type ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { CouponFormValues } from '@contract/validation/admin';
import { DATE_FORMAT_HINT } from '@/components/forms/FormDateField';
import { OutlinedTextField } from '@/components/forms/OutlinedTextField';
import { dateTextToValue, maskDateText, valueToDateText } from '@/lib/dateText';
import { endOfDayIst, istDay } from '../../model/couponFormValues';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The expiry as a day typed DD-MM-YYYY, as every date in the product (empty: never expires); the
 * form keeps the ISO moment the API takes. A date not yet whole stays as typed, so the form's rule
 * refuses it.
 */
export function ExpiryDateField({ control }: { control: Control<CouponFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'expiresAt' });
  const [text, setText] = useState(() => valueToDateText(istDay(field.value)));
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const masked = maskDateText(event.target.value);
    setText(masked);
    const day = dateTextToValue(masked);
    field.onChange(masked === '' ? null : ISO_DATE.test(day) ? endOfDayIst(day) : masked);
  };
  return (
    <OutlinedTextField
      label="Expires on (optional)"
      name={field.name}
      value={text}
      onChange={onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={
        fieldState.error?.message ?? `${DATE_FORMAT_HINT}: the end of that day, India time`
      }
      placeholder={DATE_FORMAT_HINT}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
