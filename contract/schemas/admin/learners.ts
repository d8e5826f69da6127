import { Type } from 'typebox';
import { ROLES } from '../../roles';
import { errors, MessageResponse, NO_BODY, Text, UuidParams } from '../common';
import { adminTags, DateTime, ListQuery, NullableDateTime, Paged } from './common';

const tags = adminTags('learners');

export const LEARNER_SORT_FIELDS = ['name', 'email', 'createdAt'] as const;
export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export const RoleSchema = Type.Enum(ROLES);

export const LearnerRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  emailVerified: Type.Boolean(),
  disabledAt: NullableDateTime,
  createdAt: DateTime,
  /** Courses held (purchases not revoked). */
  courseCount: Type.Integer({ minimum: 0 }),
  /** Made by the seed (a sample review's reviewer), not by a person signing up. */
  seeded: Type.Boolean(),
});

export const LearnerOrder = Type.Object({
  id: Type.String(),
  /** The order's invoice-style number when it has one. */
  number: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  /** Whole rupees. */
  total: Type.Integer(),
  createdAt: DateTime,
  paidAt: NullableDateTime,
});

export const LearnerCourse = Type.Object({
  courseId: Type.String(),
  title: Type.String(),
  purchasedAt: DateTime,
  /** Set when a refund ended the access. */
  revokedAt: NullableDateTime,
});

export const LearnerProfile = Type.Object({
  ...LearnerRow.properties,
  profession: Type.String(),
  organization: Type.String(),
  hasPassword: Type.Boolean(),
  googleLinked: Type.Boolean(),
});

export const LearnerDetailResponse = Type.Object({
  learner: LearnerProfile,
  /** Newest first. */
  orders: Type.Array(LearnerOrder),
  courses: Type.Array(LearnerCourse),
});

export const LearnersQuery = ListQuery(LEARNER_SORT_FIELDS, '-createdAt', {
  status: Type.Optional(Type.Enum(ACCOUNT_STATUSES)),
  role: Type.Optional(RoleSchema),
  /** Seeded accounts are left out unless this is `include`. */
  seeded: Type.Optional(Type.Enum(['include'])),
});

export const LearnerResponse = Type.Object({ message: Type.String(), learner: LearnerRow });
export const StaffPage = Paged(LearnerRow);
export const RoleRequest = Type.Object({ role: RoleSchema }, { additionalProperties: false });
/** Checked by validateStaffGrant. */
export const GrantRoleRequest = Type.Object(
  { email: Text(254), role: RoleSchema },
  { additionalProperties: false },
);
export const UserIdParams = UuidParams('userId');

export const adminLearnersSchemas = {
  list: {
    tags,
    summary:
      'Accounts: search name and email, filter by status and role; seeded accounts only with seeded=include',
    querystring: LearnersQuery,
    response: { 200: Paged(LearnerRow), ...errors(400, 401, 403) },
  },
  get: {
    tags,
    summary: "One account's profile, orders and courses",
    params: UserIdParams,
    response: { 200: LearnerDetailResponse, ...errors(400, 401, 403, 404) },
  },
  resendVerification: {
    tags,
    summary: 'Mail the account a new verification link (409 when already verified)',
    params: UserIdParams,
    ...NO_BODY,
    response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
  },
  disable: {
    tags,
    summary:
      'Disable an account: its sessions end at once. Staff manage learners only (403 for staff and admin accounts); nobody themselves (409)',
    params: UserIdParams,
    ...NO_BODY,
    response: { 200: LearnerResponse, ...errors(400, 401, 403, 404, 409) },
  },
  enable: {
    tags,
    summary:
      'Enable a disabled account. Staff manage learners only (403 for staff and admin accounts); nobody themselves (409)',
    params: UserIdParams,
    ...NO_BODY,
    response: { 200: LearnerResponse, ...errors(400, 401, 403, 404, 409) },
  },
  staff: {
    tags,
    summary: 'Staff and admin accounts',
    response: { 200: StaffPage, ...errors(401, 403) },
  },
  grantRole: {
    tags,
    summary:
      "Admins only: give the account with this email a role (404 when no account uses it; 409 for one's own or a role it holds)",
    body: GrantRoleRequest,
    response: { 200: LearnerResponse, ...errors(400, 401, 403, 404, 409) },
  },
  setRole: {
    tags,
    summary: "Admins only: change an account's role (learner, staff, admin)",
    params: UserIdParams,
    body: RoleRequest,
    response: { 200: LearnerResponse, ...errors(400, 401, 403, 404, 409) },
  },
};
