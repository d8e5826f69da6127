import type { CourseDetail, CurriculumSection } from '@contract/types';
import type { Queryable } from '../../db';
import {
  curriculumRows,
  findPublishedCourse,
  type CurriculumRow,
} from '../../repositories/courses';

/** Sections in order, each with its lessons in order. */
export function curriculumOf(rows: CurriculumRow[]): CurriculumSection[] {
  const sections = new Map<string, CurriculumSection>();
  for (const row of rows) {
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

/**
 * A published course by id or slug, with its instructor and curriculum; undefined when there is
 * none. `includeDrafts` (staff previewing) finds a draft too, marked `draftPreview`.
 */
export async function courseDetail(
  db: Queryable,
  idOrSlug: string,
  { includeDrafts = false } = {},
): Promise<CourseDetail | undefined> {
  const row = await findPublishedCourse(db, idOrSlug, includeDrafts);
  if (!row) return undefined;
  const sections = curriculumOf(await curriculumRows(db, row.id));
  const lessons = sections.flatMap((section) => section.lessons);
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    thumbnail: row.thumbnail,
    price: row.price,
    rating: { average: row.rating_average, count: row.rating_count },
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
    ...(row.published ? {} : { draftPreview: true }),
  };
}
