import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField';

type FormTextFieldProps<V extends FieldValues> = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<V>;
  name: FieldPath<V>;
  /** False where the form shows its messages elsewhere: the field is only marked invalid. */
  showErrorText?: boolean;
};

/** A labelled text field bound to a react-hook-form field; its error shows as helper text. */
export function FormTextField<V extends FieldValues>({
  control,
  name,
  helperText,
  showErrorText = true,
  ...props
}: FormTextFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = showErrorText ? fieldState.error?.message : undefined;
  return (
    <OutlinedTextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? helperText}
    />
  );
}
