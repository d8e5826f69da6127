import type { Control } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import type { ProfileFormValues } from '../model/profileFields';
import { useShowsErrorBeside } from './topErrorField';

/**
 * Shown while the email field holds a new address: the new email is where the account's links
 * and password resets will go, so the learner proves it is them. Its message shows beside it
 * unless it is the one at the top of the card.
 */
export function CurrentPasswordField({ control }: { control: Control<ProfileFormValues> }) {
  return (
    <FormTextField
      control={control}
      name="currentPassword"
      label="Current Password"
      type="password"
      autoComplete="current-password"
      helperText="Needed to change your email."
      showErrorText={useShowsErrorBeside('currentPassword')}
    />
  );
}
