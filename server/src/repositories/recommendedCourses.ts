import type { Queryable } from '../db';

// Published courses that work on a skill, for a learner's results.

export interface RecommendedCourseRow {
  slug: string;
  title: string;
}

/**
 * Up to `limit` published courses of the given categories: those whose title names one of the
 * `keywords` first, then by the order of `categories`, oldest course first. Courses the learner
 * already owns (not refunded) are left out.
 */
export async function coursesForSkill(
  db: Queryable,
  filter: { userId: string; categories: string[]; keywords: string[]; limit: number },
): Promise<RecommendedCourseRow[]> {
  const { rows } = await db.query<RecommendedCourseRow>(
    `SELECT c.slug, c.title FROM courses c
     WHERE c.published_at IS NOT NULL AND c.category = ANY($2::text[])
       AND NOT EXISTS (SELECT 1 FROM purchases pu
         WHERE pu.course_id = c.id AND pu.user_id = $1 AND pu.revoked_at IS NULL)
     ORDER BY EXISTS (SELECT 1 FROM unnest($3::text[]) k
         WHERE c.title ILIKE '%' || k || '%') DESC,
       array_position($2::text[], c.category), c.created_at, c.id
     LIMIT $4`,
    [filter.userId, filter.categories, filter.keywords, filter.limit],
  );
  return rows;
}
