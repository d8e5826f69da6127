import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import type { OutlinedTextFieldProps } from '@/components/forms/OutlinedTextField';
import { PasswordToggle } from './PasswordToggle';

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
              <PasswordToggle
                label={label}
                visible={visible}
                onToggle={() => setVisible((shown) => !shown)}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
