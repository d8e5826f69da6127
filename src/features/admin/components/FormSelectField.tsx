import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormSelectFieldProps<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'value'> & {
  control: Control<V>;
  name: FieldPath<V>;
  options: readonly { value: string; label: string }[];
  /** What an empty choice stands for in the form's values ('' or null). */
  emptyValue?: '' | null;
};

/** A choice from a short list, bound to react-hook-form. */
export function FormSelectField<V extends FieldValues>({
  control,
  name,
  options,
  emptyValue = '',
  ...props
}: FormSelectFieldProps<V>) {
  const { field } = useController({ control, name });
  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) =>
        field.onChange(event.target.value === '' ? emptyValue : event.target.value)
      }
      inputRef={field.ref}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
