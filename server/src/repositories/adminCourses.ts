import type { AdminCourseRow, AdminLesson, AdminSection, InstructorOption } from '@contract/types';
import type { Queryable } from '../db';
import { Filters, iso, likePattern, orderBy, pagedRows, type PageRequest } from './adminLists';

// Courses, sections and lessons as the staff console reads and writes them.

const STUDENTS = `(SELECT count(*)::int FROM purchases p WHERE p.course_id = c.id AND p.revoked_at IS NULL)`;

const ROW_COLUMNS = `c.id, c.slug, c.title, c.price, c.category, c.level, c.thumbnail,
  c.published_at IS NOT NULL AS published, ${iso('c.published_at')} AS "publishedAt",
  ${STUDENTS} AS students, ${iso('c.created_at')} AS "createdAt", ${iso('c.updated_at')} AS "updatedAt",
  c.version`;

const SORTS = {
  title: 'lower(c.title)',
  price: 'c.price',
  createdAt: 'c.created_at',
  updatedAt: 'c.updated_at',
  students: STUDENTS,
};

export interface CourseListFilter extends PageRequest {
  sort: string;
  q?: string;
  status?: 'published' | 'draft';
  category?: string;
}

export async function listCourses(db: Queryable, filter: CourseListFilter) {
  const filters = new Filters();
  if (filter.q?.trim()) {
    const pattern = likePattern(filter.q);
    filters.add('(c.title ILIKE ? OR c.slug ILIKE ?)', pattern, pattern);
  }
  if (filter.status === 'published') filters.add('c.published_at IS NOT NULL');
  if (filter.status === 'draft') filters.add('c.published_at IS NULL');
  if (filter.category) filters.add('c.category = ?', filter.category);
  return pagedRows<AdminCourseRow>(db, {
    select: ROW_COLUMNS,
    from: 'courses c',
    filters,
    order: orderBy(filter.sort, SORTS, 'c.id'),
    page: filter,
  });
}

export interface CourseRecord extends AdminCourseRow {
  subtitle: string;
  description: string;
  language: string;
  instructorId: string | null;
  outcomes: string[];
  requirements: string[];
}

/** The course's own fields; `lock` takes its row lock (FOR UPDATE) until the transaction ends. */
export async function findCourse(
  db: Queryable,
  courseId: string,
  lock = false,
): Promise<CourseRecord | undefined> {
  const result = await db.query<CourseRecord>(
    `SELECT ${ROW_COLUMNS}, c.subtitle, c.description, c.language, c.instructor_id AS "instructorId",
       c.outcomes, c.requirements
     FROM courses c WHERE c.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [courseId],
  );
  return result.rows[0];
}

const LESSON_COLUMNS = `l.id, l.section_id AS "sectionId", l.title, l.kind, l.position,
  l.duration_seconds AS "durationSeconds", l.is_preview AS preview, l.article_html AS "articleHtml",
  CASE WHEN v.id IS NULL THEN NULL ELSE json_build_object('contentType', v.content_type,
    'byteSize', v.byte_size, 'originalName', v.original_name) END AS video,
  CASE WHEN cc.id IS NULL THEN NULL ELSE json_build_object('byteSize', cc.byte_size,
    'originalName', cc.original_name) END AS captions,
  ${iso('l.updated_at')} AS "updatedAt", l.version`;

/** The lesson's video and captions files. */
const LESSON_FILES = `LEFT JOIN media_assets v ON v.id = l.video_asset_id
  LEFT JOIN media_assets cc ON cc.id = l.captions_asset_id`;

type LessonRow = AdminLesson & {
  video: (AdminLesson['video'] & { byteSize: number | string }) | null;
  captions: (AdminLesson['captions'] & { byteSize: number | string }) | null;
};

const lessonOut = (row: LessonRow): AdminLesson => ({
  ...row,
  video: row.video && { ...row.video, byteSize: Number(row.video.byteSize) },
  captions: row.captions && { ...row.captions, byteSize: Number(row.captions.byteSize) },
});

export async function lessonsOf(db: Queryable, courseId: string, sectionId?: string) {
  const result = await db.query<LessonRow>(
    `SELECT ${LESSON_COLUMNS} FROM lessons l ${LESSON_FILES}
     WHERE l.course_id = $1 ${sectionId ? 'AND l.section_id = $2' : ''}
     ORDER BY l.position, l.id`,
    sectionId ? [courseId, sectionId] : [courseId],
  );
  return result.rows.map(lessonOut);
}

export async function findLesson(
  db: Queryable,
  courseId: string,
  lessonId: string,
  lock = false,
): Promise<AdminLesson | undefined> {
  const result = await db.query<LessonRow>(
    `SELECT ${LESSON_COLUMNS} FROM lessons l ${LESSON_FILES}
     WHERE l.course_id = $1 AND l.id = $2 ${lock ? 'FOR UPDATE OF l' : ''}`,
    [courseId, lessonId],
  );
  return result.rows[0] && lessonOut(result.rows[0]);
}

export async function sectionsOf(db: Queryable, courseId: string): Promise<AdminSection[]> {
  const [sections, lessons] = [
    await db.query<Omit<AdminSection, 'lessons'>>(
      `SELECT id, title, position FROM course_sections WHERE course_id = $1 ORDER BY position, id`,
      [courseId],
    ),
    await lessonsOf(db, courseId),
  ];
  return sections.rows.map((section) => ({
    ...section,
    lessons: lessons.filter((lesson) => lesson.sectionId === section.id),
  }));
}

export async function findSection(
  db: Queryable,
  courseId: string,
  sectionId: string,
): Promise<Omit<AdminSection, 'lessons'> | undefined> {
  const result = await db.query<Omit<AdminSection, 'lessons'>>(
    'SELECT id, title, position FROM course_sections WHERE course_id = $1 AND id = $2',
    [courseId, sectionId],
  );
  return result.rows[0];
}

export interface CourseValues {
  title: string;
  slug: string;
  subtitle: string;
  price: number;
  description: string;
  level: string;
  language: string;
  category: string;
  instructorId: string | null;
  outcomes: string[];
  requirements: string[];
}

const valuesOf = (v: CourseValues) => [
  v.title,
  v.slug,
  v.subtitle,
  v.price,
  v.description,
  v.level,
  v.language,
  v.category,
  v.instructorId,
  v.outcomes,
  v.requirements,
];

/** A new draft course; answers its id. */
export async function insertCourse(db: Queryable, values: CourseValues): Promise<string> {
  const result = await db.query<{ id: string }>(
    `INSERT INTO courses (title, short_title, slug, subtitle, price, description, level, language,
       category, instructor_id, outcomes, requirements, thumbnail)
     VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '') RETURNING id`,
    valuesOf(values),
  );
  return result.rows[0]!.id;
}

/** Writes the fields if the row is still at `version`; false when it is not (or is gone). */
export async function updateCourse(
  db: Queryable,
  courseId: string,
  version: number,
  values: CourseValues,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE courses SET title = $1, short_title = $1, slug = $2, subtitle = $3, price = $4,
       description = $5, level = $6, language = $7, category = $8, instructor_id = $9,
       outcomes = $10, requirements = $11, version = version + 1, updated_at = now()
     WHERE id = $12 AND version = $13`,
    [...valuesOf(values), courseId, version],
  );
  return result.rowCount > 0;
}

export async function setCoursePublished(db: Queryable, courseId: string, published: boolean) {
  await db.query(
    `UPDATE courses SET published_at = ${published ? 'coalesce(published_at, now())' : 'NULL'},
       version = version + 1, updated_at = now() WHERE id = $1`,
    [courseId],
  );
}

export async function setCourseThumbnail(db: Queryable, courseId: string, thumbnail: string) {
  await db.query(
    'UPDATE courses SET thumbnail = $2, version = version + 1, updated_at = now() WHERE id = $1',
    [courseId, thumbnail],
  );
}

/** Marks the course changed (its curriculum was edited): its page and cards are rebuilt. */
export async function touchCourse(db: Queryable, courseId: string) {
  await db.query('UPDATE courses SET updated_at = now() WHERE id = $1', [courseId]);
}

export async function listInstructors(db: Queryable): Promise<InstructorOption[]> {
  const result = await db.query<InstructorOption>('SELECT id, name FROM instructors ORDER BY name');
  return result.rows;
}

export async function instructorExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM instructors WHERE id = $1', [id])).rowCount > 0;
}

export async function insertSection(db: Queryable, courseId: string, title: string) {
  const result = await db.query<{ id: string }>(
    `INSERT INTO course_sections (course_id, title, position)
     VALUES ($1, $2, (SELECT coalesce(max(position) + 1, 0) FROM course_sections WHERE course_id = $1))
     RETURNING id`,
    [courseId, title],
  );
  return result.rows[0]!.id;
}

export async function renameSection(db: Queryable, sectionId: string, title: string) {
  await db.query('UPDATE course_sections SET title = $2 WHERE id = $1', [sectionId, title]);
}

export async function deleteSection(db: Queryable, sectionId: string) {
  await db.query('DELETE FROM course_sections WHERE id = $1', [sectionId]);
}

/** The ids of a parent's rows, in their current order; locked until the transaction ends. */
export async function lockSectionIds(db: Queryable, courseId: string): Promise<string[]> {
  const result = await db.query<{ id: string }>(
    'SELECT id FROM course_sections WHERE course_id = $1 ORDER BY position FOR UPDATE',
    [courseId],
  );
  return result.rows.map((row) => row.id);
}

export async function lockLessonIds(db: Queryable, sectionId: string): Promise<string[]> {
  const result = await db.query<{ id: string }>(
    'SELECT id FROM lessons WHERE section_id = $1 ORDER BY position FOR UPDATE',
    [sectionId],
  );
  return result.rows.map((row) => row.id);
}

/** Positions 0, 1, 2… in the order of `ids` (the unique constraints are checked at commit). */
export async function reorder(db: Queryable, table: 'course_sections' | 'lessons', ids: string[]) {
  await db.query(
    `UPDATE ${table} t SET position = o.position - 1
     FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position) WHERE t.id = o.id`,
    [ids],
  );
}

export interface LessonValues {
  title: string;
  kind: 'video' | 'article';
  durationSeconds: number;
  preview: boolean;
  articleHtml: string;
}

export async function insertLesson(
  db: Queryable,
  courseId: string,
  sectionId: string,
  values: LessonValues,
): Promise<string> {
  const result = await db.query<{ id: string }>(
    `INSERT INTO lessons (course_id, section_id, title, kind, duration_seconds, is_preview,
       article_html, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7,
       (SELECT coalesce(max(position) + 1, 0) FROM lessons WHERE section_id = $2))
     RETURNING id`,
    [
      courseId,
      sectionId,
      values.title,
      values.kind,
      values.durationSeconds,
      values.preview,
      values.articleHtml,
    ],
  );
  return result.rows[0]!.id;
}

export async function updateLesson(
  db: Queryable,
  lessonId: string,
  version: number,
  values: LessonValues,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE lessons SET title = $3, kind = $4, duration_seconds = $5, is_preview = $6,
       article_html = $7, version = version + 1, updated_at = now()
     WHERE id = $1 AND version = $2`,
    [
      lessonId,
      version,
      values.title,
      values.kind,
      values.durationSeconds,
      values.preview,
      values.articleHtml,
    ],
  );
  return result.rowCount > 0;
}

export async function deleteLesson(db: Queryable, lessonId: string) {
  await db.query('DELETE FROM lessons WHERE id = $1', [lessonId]);
}

export interface MediaAssetValues {
  storageKey: string;
  kind: 'video' | 'captions' | 'image';
  contentType: string;
  byteSize: number;
  durationSeconds: number | null;
  sha256: string;
  originalName: string;
}

export async function insertMediaAsset(db: Queryable, asset: MediaAssetValues): Promise<string> {
  const result = await db.query<{ id: string }>(
    `INSERT INTO media_assets (storage_key, kind, content_type, byte_size, duration_seconds, sha256,
       original_name) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      asset.storageKey,
      asset.kind,
      asset.contentType,
      asset.byteSize,
      asset.durationSeconds,
      asset.sha256,
      asset.originalName,
    ],
  );
  return result.rows[0]!.id;
}

/** The lesson's video shows these captions now (they are a video's: the kind stays). */
export async function setLessonCaptions(db: Queryable, lessonId: string, assetId: string) {
  await db.query(
    `UPDATE lessons SET captions_asset_id = $2, version = version + 1, updated_at = now()
     WHERE id = $1`,
    [lessonId, assetId],
  );
}

/** The lesson plays this video now; its running time is the video's when known. */
export async function setLessonVideo(
  db: Queryable,
  lessonId: string,
  assetId: string,
  durationSeconds: number | null,
) {
  await db.query(
    `UPDATE lessons SET video_asset_id = $2, kind = 'video',
       duration_seconds = coalesce($3, duration_seconds), version = version + 1, updated_at = now()
     WHERE id = $1`,
    [lessonId, assetId, durationSeconds],
  );
}
