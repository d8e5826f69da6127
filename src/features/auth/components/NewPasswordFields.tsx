import type { Control } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH } from '@/shared/constants';
import type { NewPasswordValues } from '@/shared/validation';
import { PasswordField } from './PasswordField';

/** New password and its confirmation (reset and setup screens). */
export function NewPasswordFields({ control }: { control: Control<NewPasswordValues> }) {
  return (
    <>
      <PasswordField
        control={control}
        name="password"
        label="New Password"
        autoComplete="new-password"
        helperText={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <PasswordField
        control={control}
        name="confirmPassword"
        label="Confirm Password"
        autoComplete="new-password"
      />
    </>
  );
}
