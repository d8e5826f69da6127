import { useState } from 'react';
import { useUpdateProfileMutation } from '@/features/profile/api/usersApi';
import { useToast } from '@/lib/toast';
import type { ProfileFields, User } from '@/shared/apiTypes';
import { hasErrors, validateProfile, type FieldErrors } from '@/shared/validation';
import { changedProfileFields } from './profileChanges';
import { profileFieldsOf, type ProfileField } from './profileFields';
import { profileUpdateErrorText } from './profileUpdateError';

export const PROFILE_UPDATED = 'User Profile updated successfully!';
export const NO_CHANGES = 'No changes were made.';
export const DASHBOARD_TOAST = 'You can visit your User Dashboard to view your purchases';

/** What the last save attempt ended with; shown at the top of the profile card. */
export type ProfileOutcome =
  { kind: 'updated' } | { kind: 'noChanges' } | { kind: 'failed'; detail: string };

/** View/edit mode of the profile (spec section 4): validate, send only the changes, report. */
export function useProfileEditor(user: User) {
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileFields>(() => profileFieldsOf(user));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [outcome, setOutcome] = useState<ProfileOutcome | null>(null);
  /** Counts save attempts, so each one's message is announced afresh. */
  const [attempt, setAttempt] = useState(0);

  const startEditing = () => {
    setValues(profileFieldsOf(user));
    setErrors({});
    setOutcome(null);
    setEditing(true);
  };

  const cancel = () => {
    setErrors({});
    setOutcome(null);
    setEditing(false);
  };

  const setField = (field: ProfileField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const save = async () => {
    setAttempt((count) => count + 1);
    const found = validateProfile(values);
    setErrors(found);
    setOutcome(null);
    if (hasErrors(found)) return;
    const changes = changedProfileFields(profileFieldsOf(user), values);
    if (Object.keys(changes).length === 0) {
      setOutcome({ kind: 'noChanges' });
      return;
    }
    try {
      await updateProfile({ id: user.id, changes }).unwrap();
      setOutcome({ kind: 'updated' });
      setEditing(false);
      toast.account(DASHBOARD_TOAST);
    } catch (error) {
      setOutcome({ kind: 'failed', detail: profileUpdateErrorText(error) });
    }
  };

  return {
    editing,
    values,
    errors,
    outcome,
    attempt,
    saving,
    startEditing,
    cancel,
    setField,
    save,
  };
}

export type ProfileEditor = ReturnType<typeof useProfileEditor>;
