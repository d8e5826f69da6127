import type {
  CourseDetail,
  CourseInstructor,
  CourseLevel,
  CurriculumSection,
  LessonKind,
} from '@contract/types';
import type { Queryable } from '../db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface CourseRow {
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
}

interface LessonRow {
  section_id: string;
  section_title: string;
  id: string | null;
  title: string | null;
  kind: LessonKind | null;
  duration_seconds: number | null;
  is_preview: boolean | null;
}

async function findPublishedCourse(
  db: Queryable,
  idOrSlug: string,
): Promise<CourseRow | undefined> {
  const column = UUID.test(idOrSlug) ? 'c.id::text' : 'c.slug';
  const result = await db.query<CourseRow>(
    `SELECT c.id, c.slug, c.title, c.subtitle, c.description, c.thumbnail, c.price, c.level, c.language,
       c.category, c.updated_at, c.outcomes, c.requirements,
       CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object(
         'slug', i.slug, 'name', i.name, 'headline', i.headline, 'bio', i.bio, 'photo', i.photo,
         'yearsOfExperience', i.years_of_experience) END AS instructor
     FROM courses c LEFT JOIN instructors i ON i.id = c.instructor_id
     WHERE ${column} = $1 AND c.published_at IS NOT NULL`,
    [idOrSlug.toLowerCase()],
  );
  return result.rows[0];
}

async function curriculumOf(db: Queryable, courseId: string): Promise<CurriculumSection[]> {
  const rows = await db.query<LessonRow>(
    `SELECT s.id AS section_id, s.title AS section_title, l.id, l.title, l.kind, l.duration_seconds, l.is_preview
     FROM course_sections s LEFT JOIN lessons l ON l.section_id = s.id
     WHERE s.course_id = $1 ORDER BY s.position, l.position`,
    [courseId],
  );
  const sections = new Map<string, CurriculumSection>();
  for (const row of rows.rows) {
    let section = sections.get(row.section_id);
    if (!section) {
      section = { id: row.section_id, title: row.section_title, lessons: [] };
      sections.set(row.section_id, section);
    }
    if (row.id !== null) {
      section.lessons.push({
        id: row.id,
        title: row.title ?? '',
        kind: row.kind ?? 'video',
        durationSeconds: row.duration_seconds ?? 0,
        preview: row.is_preview ?? false,
      });
    }
  }
  return [...sections.values()];
}

/** A published course by id or slug, with its instructor and curriculum; undefined when there is none. */
export async function courseDetail(
  db: Queryable,
  idOrSlug: string,
): Promise<CourseDetail | undefined> {
  const row = await findPublishedCourse(db, idOrSlug);
  if (!row) return undefined;
  const sections = await curriculumOf(db, row.id);
  const lessons = sections.flatMap((section) => section.lessons);
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    thumbnail: row.thumbnail,
    price: row.price,
    level: row.level,
    language: row.language,
    category: row.category,
    updatedAt: row.updated_at.toISOString(),
    outcomes: row.outcomes,
    requirements: row.requirements,
    instructor: row.instructor,
    lessonCount: lessons.length,
    totalDurationSeconds: lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0),
    sections,
  };
}
