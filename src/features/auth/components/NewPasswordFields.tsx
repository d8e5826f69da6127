import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH } from '@contract/constants';
import type { NewPasswordValues } from '@contract/validation';
import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps<V extends FieldValues & NewPasswordValues> {
  control: Control<V>;
  /** 'Password' on sign-up, 'New Password' on the reset and setup screens. */
  passwordLabel?: string;
}

/** A new password and its confirmation (sign-up, reset and setup screens). */
export function NewPasswordFields<V extends FieldValues & NewPasswordValues>({
  control,
  passwordLabel = 'New Password',
}: NewPasswordFieldsProps<V>) {
  return (
    <>
      <PasswordField
        control={control}
        name={'password' as FieldPath<V>}
        label={passwordLabel}
        autoComplete="new-password"
        helperText={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <PasswordField
        control={control}
        name={'confirmPassword' as FieldPath<V>}
        label="Confirm Password"
        autoComplete="new-password"
      />
    </>
  );
}
