import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormNumberFieldProps<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'value'> & {
  control: Control<V>;
  name: FieldPath<V>;
  /** An empty field is null (e.g. "no limit") instead of not-a-number. */
  emptyIsNull?: boolean;
};

/** A whole-number field bound to react-hook-form: the value is a number (or null), not text. */
export function FormNumberField<V extends FieldValues>({
  control,
  name,
  emptyIsNull,
  helperText,
  ...props
}: FormNumberFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | null;
  return (
    <TextField
      {...props}
      type="number"
      name={field.name}
      value={value === null || Number.isNaN(value) ? '' : value}
      onChange={(event) => {
        const text = event.target.value;
        field.onChange(text === '' ? (emptyIsNull ? null : Number.NaN) : Number(text));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ htmlInput: { inputMode: 'numeric', step: 1 } }}
    />
  );
}
