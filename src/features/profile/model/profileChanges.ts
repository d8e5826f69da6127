import type { ProfileFields } from '@contract/types';
import { visibleFields } from './profileFields';

/**
 * What the update sends: only the fields whose (trimmed) value differs from the saved profile.
 * Fields the chosen profession hides are left out, so an edit made under another profession and
 * then hidden again is not sent behind the learner's back.
 */
export function changedProfileFields(
  saved: ProfileFields,
  edited: ProfileFields,
): Partial<ProfileFields> {
  const changes: Partial<Record<keyof ProfileFields, string>> = {};
  for (const field of visibleFields(edited.profession)) {
    const value = edited[field].trim();
    if (value !== saved[field].trim()) changes[field] = value;
  }
  return changes as Partial<ProfileFields>;
}
