import type { Profession, ProfileFields, User } from '@contract/types';
import type { ProfileField } from '@contract/validation';

export type { ProfileField };
export type ProfessionField =
  'educationStatus' | 'schoolOrCollege' | 'organization' | 'qualification';

export const COMMON_FIELDS: readonly ProfileField[] = ['name', 'email', 'dob', 'profession'];

/** The extra fields each profession asks for; they are required for it (validateProfile). */
export const PROFESSION_FIELDS: Record<Profession, readonly ProfessionField[]> = {
  Student: ['educationStatus', 'schoolOrCollege'],
  'IT Profession': ['organization'],
  'Job Seeker': ['qualification'],
  'Aspirant Studying Abroad': ['qualification'],
};

export const FIELD_LABELS: Record<ProfileField, string> = {
  name: 'Name',
  email: 'Email',
  dob: 'Date of Birth',
  profession: 'Profession',
  educationStatus: 'Education Status',
  schoolOrCollege: 'School/College',
  organization: 'Organization',
  qualification: 'Qualification',
};

/** The fields the profile shows for a profession, in form order. */
export const visibleFields = (profession: Profession | ''): ProfileField[] => [
  ...COMMON_FIELDS,
  ...(profession ? PROFESSION_FIELDS[profession] : []),
];

/** The edit form's values: the profile, and the current password a new email asks for. */
export type ProfileFormValues = ProfileFields & { currentPassword: string };

/** The order the form shows its fields in, the current password right under the email. */
export const FORM_FIELD_ORDER: readonly (ProfileField | 'currentPassword')[] = [
  'name',
  'email',
  'currentPassword',
  'dob',
  'profession',
  'educationStatus',
  'schoolOrCollege',
  'organization',
  'qualification',
];

/**
 * Whether a new email needs the current password: false for an account without one (Google
 * sign-in), which needs a recent sign-in instead; a user stored before the field existed has one.
 */
export const hasPassword = (user: User): boolean => user.hasPassword !== false;

export const profileFieldsOf = (user: User): ProfileFields => ({
  name: user.name,
  email: user.email,
  dob: user.dob,
  profession: user.profession,
  educationStatus: user.educationStatus,
  schoolOrCollege: user.schoolOrCollege,
  organization: user.organization,
  qualification: user.qualification,
});
