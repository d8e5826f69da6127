import type { Control } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import type { OutlinedTextFieldProps } from '@/components/forms/OutlinedTextField';
import { FIELD_LABELS, type ProfileField, type ProfileFormValues } from '../model/profileFields';
import { useShowsErrorBeside } from './topErrorField';

type ProfileTextFieldProps = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'label' | 'error'
> & {
  control: Control<ProfileFormValues>;
  field: ProfileField;
};

/**
 * One profile field. An invalid field is marked (aria-invalid, red outline) and shows its message
 * beside it, unless that message is the one at the top of the card.
 */
export function ProfileTextField({ control, field, ...props }: ProfileTextFieldProps) {
  return (
    <FormTextField
      {...props}
      control={control}
      name={field}
      label={FIELD_LABELS[field]}
      showErrorText={useShowsErrorBeside(field)}
    />
  );
}
