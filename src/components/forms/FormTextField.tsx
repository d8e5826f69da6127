import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  OutlinedTextField,
  type OutlinedTextFieldProps,
} from '@/components/forms/OutlinedTextField';

type FormTextFieldProps<V extends FieldValues> = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'onChange'
> & {
  control: Control<V>;
  name: FieldPath<V>;
};

/** A labelled text field bound to a react-hook-form field; its error shows as helper text. */
export function FormTextField<V extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <OutlinedTextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
