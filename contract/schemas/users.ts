import { Type } from 'typebox';
import { EDUCATION_STATUSES, PROFESSIONS } from '../profileOptions';
import { ROLES } from '../roles';
import { NO_BODY, errors, MessageResponse, UuidParams } from './common';

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

/** Only the fields that changed; the email changes once its mailed link is followed. */
export const UpdateProfileRequest = Type.Object(
  {
    name: field(100),
    email: field(254),
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
export const ProfileStatusResponse = Type.Object({ isProfileComplete: Type.Boolean() });

export const usersSchemas = {
  updateProfile: {
    tags,
    summary: 'Update your profile (only the changed fields); a new email waits for its link',
    params: UuidParams('id'),
    body: UpdateProfileRequest,
    response: { 200: UpdateProfileResponse, ...errors(400, 401, 403, 409, 429) },
  },
  profileStatus: {
    tags,
    summary: 'Whether the profile is complete (the dashboard needs it)',
    response: { 200: ProfileStatusResponse, ...errors(400, 401) },
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
};
