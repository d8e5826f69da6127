import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode, type Ref } from 'react';

type InputProps = Omit<
  OutlinedInputProps,
  | 'label'
  | 'notched'
  | 'error'
  | 'required'
  | 'disabled'
  | 'fullWidth'
  | 'size'
  | 'slotProps'
  | 'inputProps'
  | 'ref'
>;

export type OutlinedTextFieldProps = InputProps & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Like the theme's TextField, full width unless told otherwise. */
  fullWidth?: boolean;
  /** The root element, as TextField's ref is (react-hook-form's register finds the input in it). */
  ref?: Ref<HTMLDivElement>;
  slotProps?: {
    input?: Pick<OutlinedInputProps, 'startAdornment' | 'endAdornment'>;
    inputLabel?: { shrink?: boolean };
    htmlInput?: OutlinedInputProps['inputProps'];
  };
};

/**
 * An outlined text field with TextField's markup (label, notched outline, helper text linked by
 * aria-describedby), without the Select, Menu and Popover code that TextField always brings.
 */
export function OutlinedTextField({
  id: idProp,
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  size,
  fullWidth = true,
  ref,
  slotProps = {},
  ...inputProps
}: OutlinedTextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const shrink = slotProps.inputLabel?.shrink;
  return (
    <FormControl
      ref={ref}
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      size={size}
      fullWidth={fullWidth}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...inputProps}
        {...slotProps.input}
        id={id}
        label={label}
        notched={shrink}
        aria-describedby={helperTextId}
        inputProps={slotProps.htmlInput}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
