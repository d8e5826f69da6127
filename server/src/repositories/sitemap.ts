import type { Queryable } from '../db';

export interface CoursePageRow {
  slug: string;
  updated_at: Date;
}

/** Every published course's slug and last change, in catalogue order. */
export async function publishedCoursePages(db: Queryable): Promise<CoursePageRow[]> {
  const result = await db.query<CoursePageRow>(
    `SELECT slug, updated_at FROM courses WHERE published_at IS NOT NULL ORDER BY created_at, id`,
  );
  return result.rows;
}
