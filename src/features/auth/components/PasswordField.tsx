import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import type { OutlinedTextFieldProps } from '@/components/forms/OutlinedTextField';

interface PasswordFieldProps<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  helperText?: OutlinedTextFieldProps['helperText'];
}

/** A password field with a show/hide control. */
export function PasswordField<V extends FieldValues>({ label, ...props }: PasswordFieldProps<V>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
