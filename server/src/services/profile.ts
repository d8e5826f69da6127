import type { FastifyInstance } from 'fastify';
import { OWN_PROFILE_ONLY, PROFILE_UPDATED } from '@contract/messages/users';
import type {
  ProfileStatusResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '@contract/types';
import { firstError, validateProfile } from '@contract/validation';
import type { Queryable } from '../db';
import { badRequest, forbidden } from '../lib/httpError';
import { findUserById, updateProfileColumns, type ProfileColumns } from '../repositories/users';
import { currentUser, normaliseEmail, profileOf, toUser } from './accounts';
import { mailEmailChange, requestEmailChange } from './emailChange';

/** A learner acts on their own profile only. */
export function assertOwnProfile(profileId: string, userId: string): void {
  if (profileId !== userId) throw forbidden(OWN_PROFILE_ONLY);
}

const columnOf = (fields: Omit<UpdateProfileRequest, 'email'>): ProfileColumns => ({
  name: fields.name,
  dob: fields.dob,
  education_status: fields.educationStatus,
  school_or_college: fields.schoolOrCollege,
  profession: fields.profession,
  organization: fields.organization,
  qualification: fields.qualification,
});

type ProfileApp = Pick<FastifyInstance, 'db' | 'mailLimiter' | 'outbox' | 'config'>;

/**
 * Saves the fields that changed, after the whole profile passes the rules. A new email is kept
 * aside until the link mailed to it is followed (each new address gets a mail and the old one a
 * notice, so a request counts against the mail limit like a resend).
 */
export async function updateProfile(
  app: ProfileApp,
  userId: string,
  body: UpdateProfileRequest,
): Promise<UpdateProfileResponse> {
  const sent = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      key === 'email' ? normaliseEmail(value) : value.trim(),
    ]),
  ) as UpdateProfileRequest;
  const { email: requestedEmail, ...fields } = sent;
  if (requestedEmail !== undefined) {
    const current = await findUserById(app.db, userId);
    if (current && current.email !== requestedEmail)
      await app.mailLimiter.admit(`email-change:${userId}`);
  }
  const user = await app.db.transaction(async (tx) => {
    const stored = await currentUser(tx, userId);
    const error = firstError(validateProfile({ ...profileOf(stored), ...sent }));
    if (error) throw badRequest(error);
    await updateProfileColumns(tx, userId, columnOf(fields));
    const newEmail =
      requestedEmail !== undefined && requestedEmail !== stored.email ? requestedEmail : undefined;
    const token = newEmail && (await requestEmailChange(tx, userId, newEmail));
    const updated = (await findUserById(tx, userId))!;
    if (newEmail && token)
      await mailEmailChange(app, tx, updated, { newEmail, token }, { noticeToOldAddress: true });
    return updated;
  });
  return { message: PROFILE_UPDATED, user: toUser(user) };
}

/** Whether the dashboard may open: an incomplete profile is an expected answer, not an error. */
export async function profileStatus(db: Queryable, userId: string): Promise<ProfileStatusResponse> {
  const user = await currentUser(db, userId);
  return { isProfileComplete: user.is_profile_complete };
}
