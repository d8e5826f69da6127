import type { AdminReview } from '@contract/types';
import type { Queryable } from '../db';
import { Filters, iso, likePattern, orderBy, pagedRows, type PageRequest } from './adminLists';

// Reviews as the staff console moderates them.

const COLUMNS = `r.id, r.course_id AS "courseId", c.title AS "courseTitle", r.rating::int AS rating,
  r.body AS text, u.name AS "authorName", u.email AS "authorEmail", ${iso('r.hidden_at')} AS "hiddenAt",
  ${iso('r.created_at')} AS "createdAt", ${iso('r.updated_at')} AS "updatedAt"`;
const FROM =
  'course_reviews r JOIN courses c ON c.id = r.course_id JOIN users u ON u.id = r.user_id';
const SORTS = { createdAt: 'r.created_at', updatedAt: 'r.updated_at', rating: 'r.rating' };

export interface ReviewListFilter extends PageRequest {
  sort: string;
  q?: string;
  courseId?: string;
  rating?: number;
  hidden?: boolean;
}

export async function listReviews(db: Queryable, filter: ReviewListFilter) {
  const filters = new Filters();
  if (filter.q?.trim()) {
    const p = likePattern(filter.q);
    filters.add('(r.body ILIKE ? OR u.name ILIKE ? OR u.email ILIKE ?)', p, p, p);
  }
  if (filter.courseId) filters.add('r.course_id = ?', filter.courseId);
  if (filter.rating) filters.add('r.rating = ?', filter.rating);
  if (filter.hidden === true) filters.add('r.hidden_at IS NOT NULL');
  if (filter.hidden === false) filters.add('r.hidden_at IS NULL');
  return pagedRows<AdminReview>(db, {
    select: COLUMNS,
    from: FROM,
    filters,
    order: orderBy(filter.sort, SORTS, 'r.id'),
    page: filter,
  });
}

export async function findAdminReview(db: Queryable, id: string): Promise<AdminReview | undefined> {
  const result = await db.query<AdminReview>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1`, [
    id,
  ]);
  return result.rows[0];
}

export async function reviewCourseId(db: Queryable, id: string): Promise<string | undefined> {
  const result = await db.query<{ course_id: string }>(
    'SELECT course_id FROM course_reviews WHERE id = $1',
    [id],
  );
  return result.rows[0]?.course_id;
}

export async function setReviewHidden(db: Queryable, id: string, hidden: boolean) {
  await db.query(
    `UPDATE course_reviews SET hidden_at = ${hidden ? 'coalesce(hidden_at, now())' : 'NULL'}
     WHERE id = $1`,
    [id],
  );
}
