import { useState } from 'react';
import { LightTextField, type LightTextFieldProps } from '@/components/forms/LightTextField';
import { PasswordToggle } from './PasswordToggle';

type LightPasswordFieldProps = Omit<LightTextFieldProps, 'type' | 'endAdornment'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** PasswordField's twin for a LightTextField form (the sign-in page): the same show/hide control. */
export function LightPasswordField({ label, ...props }: LightPasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <LightTextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <PasswordToggle
          label={label}
          visible={visible}
          onToggle={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
