import type { LearnerCourse, LearnerOrder, LearnerProfile, LearnerRow } from '@contract/types';
import type { Queryable } from '../db';
import { Filters, iso, likePattern, orderBy, pagedRows, type PageRequest } from './adminLists';

// Accounts as the staff console sees them: learners, staff and admins.

const COURSE_COUNT = `(SELECT count(*)::int FROM purchases p WHERE p.user_id = u.id AND p.revoked_at IS NULL)`;
const ROW_COLUMNS = `u.id, u.name, u.email, u.role, u.email_verified_at IS NOT NULL AS "emailVerified",
  ${iso('u.disabled_at')} AS "disabledAt", ${iso('u.created_at')} AS "createdAt",
  ${COURSE_COUNT} AS "courseCount", u.seeded`;

const SORTS = { name: 'lower(u.name)', email: 'u.email', createdAt: 'u.created_at' };

export interface LearnerListFilter extends PageRequest {
  sort: string;
  q?: string;
  status?: 'active' | 'disabled';
  role?: string;
  /** 'include': the seeded accounts too (left out otherwise). */
  seeded?: 'include';
}

export async function listLearners(db: Queryable, filter: LearnerListFilter) {
  const filters = new Filters();
  if (filter.q?.trim()) {
    const pattern = likePattern(filter.q);
    filters.add('(u.name ILIKE ? OR u.email ILIKE ?)', pattern, pattern);
  }
  if (filter.status === 'active') filters.add('u.disabled_at IS NULL');
  if (filter.status === 'disabled') filters.add('u.disabled_at IS NOT NULL');
  if (filter.role) filters.add('u.role = ?', filter.role);
  if (filter.seeded !== 'include') filters.add('NOT u.seeded');
  return pagedRows<LearnerRow>(db, {
    select: ROW_COLUMNS,
    from: 'users u',
    filters,
    order: orderBy(filter.sort, SORTS, 'u.id'),
    page: filter,
  });
}

export async function listStaff(db: Queryable): Promise<LearnerRow[]> {
  const result = await db.query<LearnerRow>(
    `SELECT ${ROW_COLUMNS} FROM users u WHERE u.role IN ('staff', 'admin')
     ORDER BY u.role, lower(u.name), u.id`,
  );
  return result.rows;
}

export async function findLearner(
  db: Queryable,
  userId: string,
  lock = false,
): Promise<LearnerProfile | undefined> {
  const result = await db.query<LearnerProfile>(
    `SELECT ${ROW_COLUMNS}, u.profession, u.organization, u.password_hash IS NOT NULL AS "hasPassword",
       u.google_sub IS NOT NULL AS "googleLinked"
     FROM users u WHERE u.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [userId],
  );
  return result.rows[0];
}

export async function learnerOrders(db: Queryable, userId: string): Promise<LearnerOrder[]> {
  const result = await db.query<LearnerOrder>(
    `SELECT o.id, o.order_number AS number, o.status, o.total_price AS total,
       ${iso('o.created_at')} AS "createdAt", ${iso('o.paid_at')} AS "paidAt"
     FROM orders o WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id LIMIT 200`,
    [userId],
  );
  return result.rows;
}

export async function learnerCourses(db: Queryable, userId: string): Promise<LearnerCourse[]> {
  const result = await db.query<LearnerCourse>(
    `SELECT p.course_id AS "courseId", c.title, ${iso('p.purchased_at')} AS "purchasedAt",
       ${iso('p.revoked_at')} AS "revokedAt"
     FROM purchases p JOIN courses c ON c.id = p.course_id
     WHERE p.user_id = $1 ORDER BY p.purchased_at DESC`,
    [userId],
  );
  return result.rows;
}

export async function setDisabled(db: Queryable, userId: string, disabled: boolean) {
  await db.query(
    `UPDATE users SET disabled_at = ${disabled ? 'coalesce(disabled_at, now())' : 'NULL'},
       updated_at = now() WHERE id = $1`,
    [userId],
  );
}

export async function setRoleById(db: Queryable, userId: string, role: string) {
  await db.query('UPDATE users SET role = $2, updated_at = now() WHERE id = $1', [userId, role]);
}
