import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useToast } from '@/lib/toast';
import { validationResolver } from '@/lib/validationResolver';
import type { UpdateProfileRequest, User } from '@contract/types';
import { firstError, sameEmail, validateProfileUpdate } from '@contract/validation';
import { useUpdateProfileMutation } from '../api/usersApi';
import { changedProfileFields } from './profileChanges';
import {
  FORM_FIELD_ORDER,
  hasPassword,
  profileFieldsOf,
  type ProfileFormValues,
} from './profileFields';
import { profileUpdateErrorText } from './profileUpdateError';

export const NO_CHANGES = 'No changes were made.';
export const DASHBOARD_TOAST = 'You can visit your User Dashboard to view your purchases';

/** What the last save attempt ended with; shown at the top of the profile card. */
export type ProfileOutcome =
  { kind: 'updated' } | { kind: 'noChanges' } | { kind: 'failed'; detail: string };

const formValuesOf = (user: User): ProfileFormValues => ({
  ...profileFieldsOf(user),
  currentPassword: '',
});

/**
 * The profile's view and edit modes. Saving validates every field, then sends only the fields
 * that changed ('No changes were made.' when none did) and reports how it went. A new email asks
 * for the current password (an account without one needs a recent sign-in, which the server
 * checks), sent only with it.
 */
export function useProfileForm(user: User) {
  const saved = { email: user.email, hasPassword: hasPassword(user) };
  const resolver = useMemo(
    () =>
      validationResolver<ProfileFormValues>((values) =>
        validateProfileUpdate(values, { email: saved.email, hasPassword: saved.hasPassword }),
      ),
    [saved.email, saved.hasPassword],
  );
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<ProfileOutcome | null>(null);
  /**
   * Renews the message at the top of the card, which then takes the focus, for a save that ends
   * at once (a validation error, or nothing changed). The server's answer appears in its place.
   */
  const [alertKey, setAlertKey] = useState(0);
  const form = useForm<ProfileFormValues>({
    defaultValues: formValuesOf(user),
    resolver,
    // The errors stay as the last save found them while the learner corrects the fields.
    reValidateMode: 'onSubmit',
    // The message at the top of the card takes the focus instead of the first invalid field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const editedEmail = useWatch({ control: form.control, name: 'email' });
  const asksCurrentPassword = saved.hasPassword && !sameEmail(editedEmail, saved.email);

  const showAtOnce = (next: ProfileOutcome | null) => {
    setAlertKey((key) => key + 1);
    setOutcome(next);
  };

  const startEditing = () => {
    form.reset(formValuesOf(user));
    setOutcome(null);
    setEditing(true);
  };

  const cancel = () => {
    form.clearErrors();
    setOutcome(null);
    setEditing(false);
  };

  const save = form.handleSubmit(
    async ({ currentPassword, ...values }) => {
      const changed = changedProfileFields(profileFieldsOf(user), values);
      if (Object.keys(changed).length === 0) {
        showAtOnce({ kind: 'noChanges' });
        return;
      }
      const newEmail = changed.email !== undefined && !sameEmail(changed.email, saved.email);
      const changes: UpdateProfileRequest =
        newEmail && saved.hasPassword ? { ...changed, currentPassword } : changed;
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

  /** Only the first error, in the form's field order, shows at the top (the others beside their fields). */
  const topError = firstError(
    Object.fromEntries(FORM_FIELD_ORDER.map((field) => [field, errors[field]?.message])),
  );
  const topErrorField = FORM_FIELD_ORDER.find((field) => errors[field]?.message);

  return {
    control: form.control,
    asksCurrentPassword,
    editing,
    outcome,
    topError,
    topErrorField,
    alertKey,
    saving,
    startEditing,
    cancel,
    save,
  };
}

export type ProfileFormState = ReturnType<typeof useProfileForm>;
