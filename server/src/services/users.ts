import type { EducationStatus, Profession, ProfileFields, User } from '@contract/types';
import type { Queryable } from '../db';

export const DEFAULT_PROFILE_PHOTO = '/images/avatar-placeholder.svg';

export interface UserRow {
  id: string;
  name: string;
  email: string;
  pending_email: string | null;
  password_hash: string | null;
  dob: string;
  profile_photo: string;
  education_status: string;
  school_or_college: string;
  profession: string;
  organization: string;
  qualification: string;
  is_profile_complete: boolean;
  email_verified: boolean;
  google_sub: string | null;
}

// dob as text: a DATE parsed into a JS Date would shift with the server's time zone.
export const USER_COLUMNS = `id, name, email, pending_email, password_hash, coalesce(to_char(dob, 'YYYY-MM-DD'), '') AS dob,
  profile_photo, education_status, school_or_college, profession, organization, qualification,
  is_profile_complete, email_verified_at IS NOT NULL AS email_verified, google_sub`;

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
    pendingEmail: row.pending_email,
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

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id])).rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (
    await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [
      normaliseEmail(email),
    ])
  ).rows[0];
}
