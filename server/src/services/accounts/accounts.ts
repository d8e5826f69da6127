import { SIGN_IN_REQUIRED } from '@contract/messages/common';
import { isRole } from '@contract/roles';
import type { EducationStatus, Profession, ProfileFields, User } from '@contract/types';
import type { Queryable } from '../../db';
import { HttpError, unauthorized } from '../../lib/httpError';
import { findUserByEmail, findUserById, lockUserRow, type UserRow } from '../../repositories/users';

// Accounts as the API shows them, and how a request finds its own.

export const DEFAULT_PROFILE_PHOTO = '/images/avatar-placeholder.svg';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    dob: row.dob,
    profilePhoto: row.profile_photo || DEFAULT_PROFILE_PHOTO,
    educationStatus: row.education_status as EducationStatus | '',
    schoolOrCollege: row.school_or_college,
    profession: row.profession as Profession | '',
    organization: row.organization,
    qualification: row.qualification,
    isProfileComplete: row.is_profile_complete,
    role: isRole(row.role) ? row.role : 'learner',
    pendingEmail: row.pending_email,
    hasPassword: row.password_hash !== null,
  };
}

export function profileOf(row: UserRow): ProfileFields {
  const user = toUser(row);
  return {
    name: user.name,
    email: user.email,
    dob: user.dob,
    educationStatus: user.educationStatus,
    schoolOrCollege: user.schoolOrCollege,
    profession: user.profession,
    organization: user.organization,
    qualification: user.qualification,
  };
}

/** The account using this email, however it was typed. */
export const userByEmail = (db: Queryable, email: string) =>
  findUserByEmail(db, normaliseEmail(email));

/** The signed-in user's account; 401 when it is gone. */
export async function currentUser(db: Queryable, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return user;
}

/*
 * Lock order, the same in every cart, order, coupon and payment change: the user row, then the
 * order row, then the coupon row. The user lock serialises one learner's changes; the coupon row is
 * always taken last, so learners contending for one coupon can never deadlock.
 */

/** Serialises every cart and order change of one user (the row lock is held to the transaction's end). */
export async function lockUser(tx: Queryable, userId: string): Promise<void> {
  if (!(await lockUserRow(tx, userId))) throw new HttpError(401, SIGN_IN_REQUIRED);
}
