import { Type } from 'typebox';
import { EDUCATION_STATUSES, PROFESSIONS } from '../profileOptions';
import { ROLES } from '../roles';
import { NO_BODY, ErrorMeaning, errors, MessageResponse, TokenParams, UuidParams } from './common';

const tags = ['users'];

const orNone = <const T extends readonly string[]>(values: T) => Type.Enum(['', ...values]);

/** Text fields are '' when unset; dob is 'YYYY-MM-DD' or ''. */
export const User = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  dob: Type.String(),
  profilePhoto: Type.String(),
  educationStatus: orNone(EDUCATION_STATUSES),
  schoolOrCollege: Type.String(),
  profession: orNone(PROFESSIONS),
  organization: Type.String(),
  qualification: Type.String(),
  isProfileComplete: Type.Boolean(),
  /** learner, staff or admin: staff and admins may open the staff console. */
  role: Type.Enum(ROLES),
  /** A new email waiting for its confirmation link to be followed; null (or absent) when none. */
  pendingEmail: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /**
   * Whether the account has a password (false: Google sign-in only). Changing the email asks for
   * it; absent (a user stored by an older version) counts as true.
   */
  hasPassword: Type.Optional(Type.Boolean()),
});

export const ProfileFields = Type.Pick(User, [
  'name',
  'email',
  'dob',
  'educationStatus',
  'schoolOrCollege',
  'profession',
  'organization',
  'qualification',
]);

const field = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/**
 * Only the fields that changed; the email changes once its mailed link is followed. A new email
 * needs `currentPassword` when the account has a password.
 */
export const UpdateProfileRequest = Type.Object(
  {
    name: field(100),
    email: field(254),
    currentPassword: field(256),
    dob: field(10),
    educationStatus: Type.Optional(orNone(EDUCATION_STATUSES)),
    schoolOrCollege: field(200),
    profession: Type.Optional(orNone(PROFESSIONS)),
    organization: field(200),
    qualification: field(200),
  },
  { additionalProperties: false },
);

export const UpdateProfileResponse = Type.Object({ message: Type.String(), user: User });
/** Only a complete profile gets an answer; an incomplete one is a 403 PROFILE_INCOMPLETE. */
export const ProfileStatusResponse = Type.Object({ isProfileComplete: Type.Literal(true) });
/** The change is undone; `resetToken` sets the new password (POST /auth/reset-password/:token). */
export const UndoEmailChangeResponse = Type.Object({
  message: Type.String(),
  resetToken: Type.String(),
});

export const usersSchemas = {
  updateProfile: {
    tags,
    summary:
      'Update your profile (only the changed fields); a new email needs the current password and waits for its link',
    params: UuidParams('id'),
    body: UpdateProfileRequest,
    response: {
      200: UpdateProfileResponse,
      ...errors(400, 401, 429),
      403: ErrorMeaning(
        "Another user's profile; or a new email with a wrong current password (CURRENT_PASSWORD_INVALID) or, without a password, no recent sign-in (RECENT_SIGN_IN_REQUIRED).",
      ),
    },
  },
  profileStatus: {
    tags,
    summary: 'Succeeds only for a complete profile (the dashboard needs one)',
    response: {
      200: ProfileStatusResponse,
      ...errors(400, 401),
      403: ErrorMeaning('The profile is incomplete (PROFILE_INCOMPLETE).'),
    },
  },
  resendEmailChange: {
    tags,
    ...NO_BODY,
    summary: 'Mail a new confirmation link to the email waiting to replace yours',
    params: UuidParams('id'),
    response: { 200: UpdateProfileResponse, ...errors(400, 401, 403, 409, 429) },
  },
  cancelEmailChange: {
    tags,
    summary: 'Cancel the waiting email change',
    params: UuidParams('id'),
    response: { 200: UpdateProfileResponse, ...errors(400, 401, 403, 409) },
  },
  confirmEmailChange: {
    tags: ['auth'],
    ...NO_BODY,
    summary: 'Follow the link mailed to the new address: it becomes the account email',
    params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
    response: { 200: MessageResponse, ...errors(400, 409, 429) },
  },
  undoEmailChange: {
    tags: ['auth'],
    ...NO_BODY,
    summary:
      'Follow the link mailed to the replaced address: the email comes back, every session ends, a new password is needed',
    params: TokenParams,
    response: { 200: UndoEmailChangeResponse, ...errors(400, 409, 429) },
  },
};
