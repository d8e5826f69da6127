import type { FastifyInstance } from 'fastify';
import { OWN_PROFILE_ONLY, PROFILE_INCOMPLETE, PROFILE_UPDATED } from '@contract/messages/users';
import type {
  ProfileStatusResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '@contract/types';
import { firstError, validateProfileUpdate } from '@contract/validation';
import type { Queryable } from '../../db';
import { badRequest, forbidden } from '../../lib/httpError';
import {
  findUserById,
  updateProfileColumns,
  type ProfileColumns,
  type UserRow,
} from '../../repositories/users';
import { currentUser, normaliseEmail, profileOf, toUser } from '../accounts/accounts';
import { mailEmailChange, requestEmailChange } from './emailChange';
import { assertMayChangeEmail, type Requester } from './emailChangeGuard';

/** A learner acts on their own profile only. */
export function assertOwnProfile(profileId: string, userId: string): void {
  if (profileId !== userId) throw forbidden(OWN_PROFILE_ONLY);
}

type ProfileFieldsSent = Omit<UpdateProfileRequest, 'email' | 'currentPassword'>;

const columnOf = (fields: ProfileFieldsSent): ProfileColumns => ({
  name: fields.name,
  dob: fields.dob,
  education_status: fields.educationStatus,
  school_or_college: fields.schoolOrCollege,
  profession: fields.profession,
  organization: fields.organization,
  qualification: fields.qualification,
});

/** The whole profile, as it would be saved, passes the shared rules (400 with the first error). */
function checkRules(stored: UserRow, sent: UpdateProfileRequest): void {
  const saved = { email: stored.email, hasPassword: stored.password_hash !== null };
  const error = firstError(validateProfileUpdate({ ...profileOf(stored), ...sent }, saved));
  if (error) throw badRequest(error);
}

type ProfileApp = Pick<
  FastifyInstance,
  'db' | 'mailLimiter' | 'outbox' | 'config' | 'tasks' | 'passwords' | 'signInLimiter' | 'sessions'
>;

/**
 * Saves the fields that changed, after the whole profile passes the rules. A new email needs the
 * owner's proof (emailChangeGuard), then is kept aside until the link mailed to it is followed:
 * each new address gets a mail and the old one a notice with an undo link, so a request counts
 * against the mail limit like a resend.
 */
export async function updateProfile(
  app: ProfileApp,
  requester: Requester,
  body: UpdateProfileRequest,
): Promise<UpdateProfileResponse> {
  const { userId } = requester;
  const { currentPassword, ...profile } = body;
  const sent = Object.fromEntries(
    Object.entries(profile).map(([key, value]) => [
      key,
      key === 'email' ? normaliseEmail(value) : value.trim(),
    ]),
  ) as UpdateProfileRequest;
  const { email: requestedEmail, ...fields } = sent;
  const before = await currentUser(app.db, userId);
  const changesEmail = requestedEmail !== undefined && requestedEmail !== before.email;
  if (changesEmail) {
    checkRules(before, { ...sent, currentPassword });
    await assertMayChangeEmail(app, before, requester, currentPassword);
    await app.mailLimiter.admit(`email-change:${userId}`);
  }
  const user = await app.db.transaction(async (tx) => {
    const stored = await currentUser(tx, userId);
    checkRules(stored, { ...sent, currentPassword });
    await updateProfileColumns(tx, userId, columnOf(fields));
    // A confirmation link followed meanwhile may have made the requested address the account's.
    if (changesEmail && requestedEmail !== stored.email) {
      const change = await requestEmailChange(tx, userId, requestedEmail);
      await mailEmailChange(app, tx, stored, change, { noticeToOldAddress: true });
    }
    return (await findUserById(tx, userId))!;
  });
  return { message: PROFILE_UPDATED, user: toUser(user) };
}

/** The dashboard opens only for a complete profile: 403 PROFILE_INCOMPLETE otherwise. */
export async function profileStatus(db: Queryable, userId: string): Promise<ProfileStatusResponse> {
  const user = await currentUser(db, userId);
  if (!user.is_profile_complete) throw forbidden(PROFILE_INCOMPLETE, 'PROFILE_INCOMPLETE');
  return { isProfileComplete: true };
}
