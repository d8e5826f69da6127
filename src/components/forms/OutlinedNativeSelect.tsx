import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type ReactNode } from 'react';

interface OutlinedNativeSelectProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  helperText?: ReactNode;
  error?: boolean;
  /** The <option>s. */
  children: ReactNode;
}

/**
 * The phone's own picker in an outlined field, as TextField's `select` with native: true renders
 * it, without the code of TextField's non-native Select.
 */
export function OutlinedNativeSelect({
  name,
  label,
  value,
  onChange,
  helperText,
  error = false,
  children,
}: OutlinedNativeSelectProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} fullWidth>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched />}
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        aria-describedby={helperTextId}
      >
        {children}
      </NativeSelect>
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
