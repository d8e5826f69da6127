import type { CourseInstructor, CourseLevel, LessonKind } from '@contract/types';
import type { Queryable } from '../db';

// Courses, their instructors and curricula (the catalogue's pages are in catalogueSearch.ts). Each
// function runs on the database or on the transaction it is given.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CourseRow {
  id: string;
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  thumbnail: string;
  price: number;
  level: CourseLevel;
  language: string;
  category: string;
  updated_at: Date;
  outcomes: string[];
  requirements: string[];
  instructor: CourseInstructor | null;
  rating_average: number;
  rating_count: number;
  published: boolean;
}

/** A published course by id or slug, with its instructor; a draft too when `includeDrafts`. */
export async function findPublishedCourse(
  db: Queryable,
  idOrSlug: string,
  includeDrafts = false,
): Promise<CourseRow | undefined> {
  const column = UUID.test(idOrSlug) ? 'c.id::text' : 'c.slug';
  const result = await db.query<CourseRow>(
    `SELECT c.id, c.slug, c.title, c.subtitle, c.description, c.thumbnail, c.price, c.level, c.language,
       c.category, c.updated_at, c.outcomes, c.requirements, c.rating_average::float8 AS rating_average,
       c.rating_count, (c.published_at IS NOT NULL) AS published,
       CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object(
         'slug', i.slug, 'name', i.name, 'headline', i.headline, 'bio', i.bio, 'photo', i.photo,
         'yearsOfExperience', i.years_of_experience) END AS instructor
     FROM courses c LEFT JOIN instructors i ON i.id = c.instructor_id
     WHERE ${column} = $1 AND (c.published_at IS NOT NULL OR $2::boolean)`,
    [idOrSlug.toLowerCase(), includeDrafts],
  );
  return result.rows[0];
}

/** One row per section and lesson (a section without lessons has one row of nulls). */
export interface CurriculumRow {
  section_id: string;
  section_title: string;
  id: string | null;
  title: string | null;
  kind: LessonKind | null;
  duration_seconds: number | null;
  is_preview: boolean | null;
}

export async function curriculumRows(db: Queryable, courseId: string): Promise<CurriculumRow[]> {
  const result = await db.query<CurriculumRow>(
    `SELECT s.id AS section_id, s.title AS section_title, l.id, l.title, l.kind, l.duration_seconds, l.is_preview
     FROM course_sections s LEFT JOIN lessons l ON l.section_id = s.id
     WHERE s.course_id = $1 ORDER BY s.position, l.position`,
    [courseId],
  );
  return result.rows;
}

export async function courseExists(db: Queryable, courseId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM courses WHERE id = $1', [courseId])).rowCount > 0;
}

/** Title and picture of any course (published or not) by id, for the local course player. */
export async function findCourseCard(
  db: Queryable,
  courseId: string,
): Promise<{ title: string; thumbnail: string } | undefined> {
  if (!UUID.test(courseId)) return undefined;
  const result = await db.query<{ title: string; thumbnail: string }>(
    'SELECT title, thumbnail FROM courses WHERE id = $1',
    [courseId],
  );
  return result.rows[0];
}
