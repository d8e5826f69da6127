import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '@/lib/toast';
import { validationResolver } from '@/lib/validationResolver';
import type { ProfileFields, User } from '@contract/types';
import { firstError, validateProfile } from '@contract/validation';
import { useUpdateProfileMutation } from '../api/usersApi';
import { changedProfileFields } from './profileChanges';
import { FIELD_LABELS, profileFieldsOf, type ProfileField } from './profileFields';
import { profileUpdateErrorText } from './profileUpdateError';

export const NO_CHANGES = 'No changes were made.';
export const DASHBOARD_TOAST = 'You can visit your User Dashboard to view your purchases';

/** What the last save attempt ended with; shown at the top of the profile card. */
export type ProfileOutcome =
  { kind: 'updated' } | { kind: 'noChanges' } | { kind: 'failed'; detail: string };

const resolver = validationResolver(validateProfile);
const FIELD_ORDER = Object.keys(FIELD_LABELS) as ProfileField[];

/**
 * The profile's view and edit modes. Saving validates every field, then sends only the fields
 * that changed ('No changes were made.' when none did) and reports how it went.
 */
export function useProfileForm(user: User) {
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<ProfileOutcome | null>(null);
  /**
   * Renews the message at the top of the card, which then takes the focus, for a save that ends
   * at once (a validation error, or nothing changed). The server's answer appears in its place.
   */
  const [alertKey, setAlertKey] = useState(0);
  const form = useForm<ProfileFields>({
    defaultValues: profileFieldsOf(user),
    resolver,
    // The errors stay as the last save found them while the learner corrects the fields.
    reValidateMode: 'onSubmit',
    // The message at the top of the card takes the focus instead of the first invalid field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  const showAtOnce = (next: ProfileOutcome | null) => {
    setAlertKey((key) => key + 1);
    setOutcome(next);
  };

  const startEditing = () => {
    form.reset(profileFieldsOf(user));
    setOutcome(null);
    setEditing(true);
  };

  const cancel = () => {
    form.clearErrors();
    setOutcome(null);
    setEditing(false);
  };

  const save = form.handleSubmit(
    async (values) => {
      const changes = changedProfileFields(profileFieldsOf(user), values);
      if (Object.keys(changes).length === 0) {
        showAtOnce({ kind: 'noChanges' });
        return;
      }
      setOutcome(null);
      try {
        await updateProfile({ id: user.id, changes }).unwrap();
        setOutcome({ kind: 'updated' });
        setEditing(false);
        toast.account(DASHBOARD_TOAST);
      } catch (error) {
        setOutcome({ kind: 'failed', detail: profileUpdateErrorText(error) });
      }
    },
    () => showAtOnce(null),
  );

  /** Only the first error, in the form's field order, shows at the top. */
  const topError = firstError(
    Object.fromEntries(FIELD_ORDER.map((field) => [field, errors[field]?.message])),
  );

  return {
    control: form.control,
    editing,
    outcome,
    topError,
    alertKey,
    saving,
    startEditing,
    cancel,
    save,
  };
}

export type ProfileFormState = ReturnType<typeof useProfileForm>;
