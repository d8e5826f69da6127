import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { OutlinedNativeSelect } from './OutlinedNativeSelect';

interface FormNativeSelectProps<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  /** The empty first option, e.g. 'Select your profession'. */
  placeholder: string;
  options: readonly string[];
  /** False where the form shows its messages elsewhere: the field is only marked invalid. */
  showErrorText?: boolean;
}

/** A native select bound to a react-hook-form field: the phone's own picker, plain by keyboard. */
export function FormNativeSelect<V extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  options,
  showErrorText = true,
}: FormNativeSelectProps<V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <OutlinedNativeSelect
      name={field.name}
      label={label}
      value={field.value ?? ''}
      onChange={field.onChange}
      error={Boolean(fieldState.error)}
      helperText={showErrorText ? fieldState.error?.message : undefined}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </OutlinedNativeSelect>
  );
}
