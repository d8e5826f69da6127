import { useController, type Control } from 'react-hook-form';
import {
  OutlinedTextField,
  type OutlinedTextFieldProps,
} from '@/components/forms/OutlinedTextField';
import type { ContactRequest } from '@/shared/apiTypes';

type ContactFieldProps = { name: keyof ContactRequest; control: Control<ContactRequest> } & Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
>;

// Controlled, so the label settles back when the form is reset after sending.
export function ContactField({ name, control, ...props }: ContactFieldProps) {
  const { field, fieldState } = useController({ name, control });
  return (
    <OutlinedTextField
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}
