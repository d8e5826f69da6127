import type { Queryable } from '../db';
import type { Role } from '@contract/roles';

// Accounts. Each function runs on the database or on the transaction it is given. Emails are
// stored normalised (trimmed, lower case); callers normalise before they look one up.

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
  /** The academy disabled the account: it cannot sign in. */
  disabled: boolean;
  role: string;
}

// dob as text: a DATE parsed into a JS Date would shift with the server's time zone.
const USER_COLUMNS = `id, name, email, pending_email, password_hash, coalesce(to_char(dob, 'YYYY-MM-DD'), '') AS dob,
  profile_photo, education_status, school_or_college, profession, organization, qualification,
  is_profile_complete, email_verified_at IS NOT NULL AS email_verified, google_sub,
  disabled_at IS NOT NULL AS disabled, role`;

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id])).rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [email]))
    .rows[0];
}

/**
 * Takes the user's row lock until the transaction ends: every cart, order and payment change of one
 * user runs one at a time. False when there is no such user.
 */
export async function lockUserRow(db: Queryable, userId: string): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return result.rowCount > 0;
}

/**
 * True when an account other than `userId` (any account when null) uses this email, or keeps it
 * as the address a live undo link gives back: the replaced address stays its owner's way back.
 */
export async function emailUsedByOther(
  db: Queryable,
  email: string,
  userId: string | null,
): Promise<boolean> {
  const taken = await db.query(
    `SELECT 1 FROM users WHERE email = $1 AND ($2::uuid IS NULL OR id <> $2)
     UNION ALL
     SELECT 1 FROM email_tokens
     WHERE purpose = 'email-undo' AND target_email = $1 AND used_at IS NULL AND expires_at > now()
       AND ($2::uuid IS NULL OR user_id <> $2)
     LIMIT 1`,
    [email, userId],
  );
  return taken.rowCount > 0;
}

/** A new, unverified account with a password; returns its id. */
export async function insertUser(
  db: Queryable,
  user: { name: string; email: string; passwordHash: string; dob: string },
): Promise<string> {
  const created = await db.query<{ id: string }>(
    `INSERT INTO users (name, email, password_hash, dob) VALUES ($1, $2, $3, $4) RETURNING id`,
    [user.name, user.email, user.passwordHash, user.dob],
  );
  return created.rows[0].id;
}

export async function markEmailVerified(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1',
    [userId],
  );
}

/** Sets the password; following a mailed link proves the address, so it counts as verified too. */
export async function setPasswordFromLink(
  db: Queryable,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.query(
    `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
     WHERE id = $1`,
    [userId, passwordHash],
  );
}

/** The profile columns a learner may change (the email changes through its confirmation link). */
export interface ProfileColumns {
  name?: string;
  dob?: string;
  education_status?: string;
  school_or_college?: string;
  profession?: string;
  organization?: string;
  qualification?: string;
}

/** Writes the given columns and marks the profile complete. */
export async function updateProfileColumns(
  db: Queryable,
  userId: string,
  columns: ProfileColumns,
): Promise<void> {
  const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
  const assignments = entries.map(([column], index) => `${column} = $${index + 2}`);
  await db.query(
    `UPDATE users SET ${[...assignments, 'is_profile_complete = true', 'updated_at = now()'].join(', ')}
     WHERE id = $1`,
    [userId, ...entries.map(([, value]) => value)],
  );
}

export async function setPendingEmail(db: Queryable, userId: string, email: string) {
  await db.query('UPDATE users SET pending_email = $2, updated_at = now() WHERE id = $1', [
    userId,
    email,
  ]);
}

/** The email waiting to replace the user's (null when none), with the user's row locked. */
export async function lockPendingEmail(db: Queryable, userId: string): Promise<string | null> {
  const result = await db.query<{ pending_email: string | null }>(
    'SELECT pending_email FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return result.rows[0]?.pending_email ?? null;
}

/** False when no email was waiting. */
export async function clearPendingEmail(db: Queryable, userId: string): Promise<boolean> {
  const cleared = await db.query(
    `UPDATE users SET pending_email = NULL, updated_at = now()
     WHERE id = $1 AND pending_email IS NOT NULL`,
    [userId],
  );
  return cleared.rowCount > 0;
}

/** The confirmed address becomes the account's email (and counts as verified). */
export async function replaceEmail(db: Queryable, userId: string, email: string): Promise<void> {
  await db.query(
    `UPDATE users SET email = $2, pending_email = NULL,
       email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
     WHERE id = $1`,
    [userId, email],
  );
}

/**
 * An email change undone: the replaced address comes back (proved by its link), nothing waits, and
 * the password and the Google link go, since whoever made the change may have set them.
 */
export async function restoreEmail(db: Queryable, userId: string, email: string): Promise<void> {
  await db.query(
    `UPDATE users SET email = $2, pending_email = NULL, password_hash = NULL, google_sub = NULL,
       email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
     WHERE id = $1`,
    [userId, email],
  );
}

export async function findUserIdByGoogleSubject(
  db: Queryable,
  subject: string,
): Promise<string | undefined> {
  const result = await db.query<{ id: string }>('SELECT id FROM users WHERE google_sub = $1', [
    subject,
  ]);
  return result.rows[0]?.id;
}

export interface EmailMatch {
  id: string;
  verified: boolean;
  google_sub: string | null;
}

/** The account using this email, locked until the transaction ends. */
export async function lockAccountByEmail(
  db: Queryable,
  email: string,
): Promise<EmailMatch | undefined> {
  const result = await db.query<EmailMatch>(
    `SELECT id, email_verified_at IS NOT NULL AS verified, google_sub FROM users
     WHERE email = $1 FOR UPDATE`,
    [email],
  );
  return result.rows[0];
}

export async function linkGoogleSubject(db: Queryable, userId: string, subject: string) {
  await db.query('UPDATE users SET google_sub = $2, updated_at = now() WHERE id = $1', [
    userId,
    subject,
  ]);
}

/**
 * Hands the account to the Google identity: no password, verified, Google's name, no date of birth
 * and no email change waiting.
 */
export async function handOverToGoogle(
  db: Queryable,
  userId: string,
  google: { subject: string; name: string },
): Promise<void> {
  await db.query(
    `UPDATE users SET password_hash = NULL, google_sub = $2, email_verified_at = now(), name = $3,
       dob = NULL, pending_email = NULL, updated_at = now()
     WHERE id = $1`,
    [userId, google.subject, google.name],
  );
}

/** A verified, password-less account for a Google identity; returns its id. */
export async function insertGoogleUser(
  db: Queryable,
  user: { name: string; email: string; subject: string },
): Promise<string> {
  const created = await db.query<{ id: string }>(
    `INSERT INTO users (name, email, google_sub, email_verified_at) VALUES ($1, $2, $3, now()) RETURNING id`,
    [user.name, user.email, user.subject],
  );
  return created.rows[0].id;
}

export async function findRoleByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ role: string }>('SELECT role FROM users WHERE email = $1', [
    email,
  ]);
  return rows[0]?.role;
}

export interface AccountStanding {
  id: string;
  email: string;
  role: Role;
  disabled: boolean;
}

/** Who the account is, its role and whether it is disabled, read fresh for every staff request. */
export async function findAccountStanding(
  db: Queryable,
  userId: string,
): Promise<AccountStanding | undefined> {
  const { rows } = await db.query<AccountStanding>(
    'SELECT id, email, role, disabled_at IS NOT NULL AS disabled FROM users WHERE id = $1',
    [userId],
  );
  return rows[0];
}
