import type { ContactRequest, ProfileFields } from '../types';
import { validationMessages as m } from './messages';
import {
  compact,
  emailError,
  isBlank,
  isValidDob,
  newPasswordError,
  sameEmail,
  type FieldErrors,
} from './rules';

export type ContactField = keyof ContactRequest;
export function validateContact(values: ContactRequest): FieldErrors<ContactField> {
  return compact({
    name: isBlank(values.name) ? m.nameRequired : undefined,
    email: emailError(values.email),
    subject: undefined,
    message: isBlank(values.message) ? m.messageRequired : undefined,
  });
}

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  dob: string;
}
export type SignupField = keyof SignupValues;
export function validateSignup(values: SignupValues): FieldErrors<SignupField> {
  return compact({
    name: isBlank(values.name) ? m.nameRequired : undefined,
    email: emailError(values.email),
    password: newPasswordError(values.password),
    confirmPassword: values.confirmPassword !== values.password ? m.passwordsDontMatch : undefined,
    dob: isBlank(values.dob)
      ? m.signupDobRequired
      : isValidDob(values.dob)
        ? undefined
        : m.dobInvalid,
  });
}

export interface SigninValues {
  email: string;
  password: string;
}
export function validateSignin(values: SigninValues): FieldErrors<keyof SigninValues> {
  return compact({
    email: emailError(values.email),
    password: values.password ? undefined : m.passwordRequired,
  });
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}
/** Password setup and password reset. */
export function validateNewPassword(
  values: NewPasswordValues,
): FieldErrors<keyof NewPasswordValues> {
  return compact({
    password: newPasswordError(values.password),
    confirmPassword: values.confirmPassword !== values.password ? m.passwordsDontMatch : undefined,
  });
}

export type ProfileField = keyof ProfileFields;
/** The common rules, then the ones the chosen profession adds. */
export function validateProfile(values: ProfileFields): FieldErrors<ProfileField> {
  const { profession } = values;
  return compact({
    name: isBlank(values.name) ? m.nameRequired : undefined,
    email: emailError(values.email),
    dob: isBlank(values.dob)
      ? m.profileDobRequired
      : isValidDob(values.dob)
        ? undefined
        : m.dobInvalid,
    profession: isBlank(profession) ? m.professionRequired : undefined,
    educationStatus:
      profession === 'Student' && isBlank(values.educationStatus)
        ? m.educationStatusRequired
        : undefined,
    schoolOrCollege:
      profession === 'Student' && isBlank(values.schoolOrCollege)
        ? m.schoolOrCollegeRequired
        : undefined,
    organization:
      profession === 'IT Profession' && isBlank(values.organization)
        ? m.organizationRequired
        : undefined,
    qualification: qualificationError(values),
  });
}

function qualificationError({ profession, qualification }: ProfileFields): string | undefined {
  if (!isBlank(qualification)) return undefined;
  if (profession === 'Aspirant Studying Abroad') return m.qualificationRequiredAbroad;
  if (profession === 'Job Seeker') return m.qualificationRequiredJobSeeker;
  return undefined;
}

/** A profile update as the form holds it: the profile, and the current password it may need. */
export interface ProfileUpdateValues extends ProfileFields {
  currentPassword?: string;
}
export type ProfileUpdateField = ProfileField | 'currentPassword';

/** What the update is checked against: the account as it is stored. */
export interface SavedAccount {
  email: string;
  hasPassword: boolean;
}

/**
 * The profile's rules, and the current password when the email changes on an account that has
 * one (an account without, signed in with Google, needs a recent sign-in instead, which only the
 * server can tell). The password's error comes right after the email's, as the form shows them.
 */
export function validateProfileUpdate(
  values: ProfileUpdateValues,
  saved: SavedAccount,
): FieldErrors<ProfileUpdateField> {
  const profile = validateProfile(values);
  const needsPassword = saved.hasPassword && !sameEmail(values.email, saved.email);
  return compact<ProfileUpdateField>({
    name: profile.name,
    email: profile.email,
    currentPassword:
      needsPassword && !values.currentPassword ? m.currentPasswordRequired : undefined,
    dob: profile.dob,
    profession: profile.profession,
    educationStatus: profile.educationStatus,
    schoolOrCollege: profile.schoolOrCollege,
    organization: profile.organization,
    qualification: profile.qualification,
  });
}
