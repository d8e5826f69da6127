import type { Queryable } from '../db';

export interface LessonRow {
  id: string;
  course_id: string;
  title: string;
  kind: 'video' | 'article';
  duration_seconds: number;
  is_preview: boolean;
  article_html: string;
  video_key: string | null;
  captions_key: string | null;
  poster_key: string | null;
  course_published: boolean;
}

/** A lesson with the storage keys of its files, and whether its course is on sale. */
export async function findLesson(db: Queryable, lessonId: string): Promise<LessonRow | undefined> {
  const result = await db.query<LessonRow>(
    `SELECT l.id, l.course_id, l.title, l.kind, l.duration_seconds, l.is_preview, l.article_html,
       v.storage_key AS video_key, c.storage_key AS captions_key, p.storage_key AS poster_key,
       (co.published_at IS NOT NULL) AS course_published
     FROM lessons l
     JOIN courses co ON co.id = l.course_id
     LEFT JOIN media_assets v ON v.id = l.video_asset_id
     LEFT JOIN media_assets c ON c.id = l.captions_asset_id
     LEFT JOIN media_assets p ON p.id = l.poster_asset_id
     WHERE l.id = $1`,
    [lessonId],
    { name: 'find_lesson' },
  );
  return result.rows[0];
}

export interface ViewedLessonRow extends LessonRow {
  /** The size of the lesson's video file as stored (null without a video). */
  video_bytes: number | null;
  /** Whether the viewer owns the course now (bought, not refunded); false for a visitor. */
  has_access: boolean;
}

/**
 * A lesson as a signed media address asks for it, with whether its viewer (a user id, or null
 * for a visitor) still owns the course: one statement, on the path of every video range.
 */
export async function findLessonForViewer(
  db: Queryable,
  lessonId: string,
  viewerId: string | null,
): Promise<ViewedLessonRow | undefined> {
  const result = await db.query<ViewedLessonRow>(
    `SELECT l.id, l.course_id, l.title, l.kind, l.duration_seconds, l.is_preview, l.article_html,
       v.storage_key AS video_key, c.storage_key AS captions_key, p.storage_key AS poster_key,
       (co.published_at IS NOT NULL) AS course_published, v.byte_size::float8 AS video_bytes,
       EXISTS (SELECT 1 FROM purchases pu
         WHERE pu.user_id = $2::uuid AND pu.course_id = l.course_id AND pu.revoked_at IS NULL)
         AS has_access
     FROM lessons l
     JOIN courses co ON co.id = l.course_id
     LEFT JOIN media_assets v ON v.id = l.video_asset_id
     LEFT JOIN media_assets c ON c.id = l.captions_asset_id
     LEFT JOIN media_assets p ON p.id = l.poster_asset_id
     WHERE l.id = $1`,
    [lessonId, viewerId],
    { name: 'find_lesson_for_viewer' },
  );
  return result.rows[0];
}

/** Whether the learner bought the course and was not refunded since. */
export async function hasCourseAccess(
  db: Queryable,
  userId: string,
  courseId: string,
): Promise<boolean> {
  const result = await db.query(
    'SELECT 1 FROM purchases WHERE user_id = $1 AND course_id = $2 AND revoked_at IS NULL',
    [userId, courseId],
    { name: 'has_course_access' },
  );
  return result.rowCount > 0;
}

/**
 * Whether the learner owns the course, locking their purchase row until the transaction ends, so
 * one learner's progress saves in a course are weighed one after another.
 */
export async function lockCourseAccess(
  tx: Queryable,
  userId: string,
  courseId: string,
): Promise<boolean> {
  const result = await tx.query(
    'SELECT 1 FROM purchases WHERE user_id = $1 AND course_id = $2 AND revoked_at IS NULL FOR UPDATE',
    [userId, courseId],
  );
  return result.rowCount > 0;
}

export interface LearnCourseRow {
  id: string;
  slug: string;
  title: string;
  published: boolean;
}

/** A course by id or slug, on sale or not (a withdrawn course stays with its buyers). */
export async function findCourseForLearning(
  db: Queryable,
  idOrSlug: string,
  byId: boolean,
): Promise<LearnCourseRow | undefined> {
  const result = await db.query<LearnCourseRow>(
    `SELECT id, slug, title, (published_at IS NOT NULL) AS published FROM courses
     WHERE ${byId ? 'id::text' : 'slug'} = $1`,
    [idOrSlug.toLowerCase()],
  );
  return result.rows[0];
}

export interface ProgressRow {
  lesson_id: string;
  position_seconds: number;
  completed: boolean;
}

/** The learner's progress in a course's lessons, most recently touched first. */
export async function progressInCourse(
  db: Queryable,
  userId: string,
  courseId: string,
): Promise<ProgressRow[]> {
  const result = await db.query<ProgressRow>(
    `SELECT lesson_id, position_seconds, completed_at IS NOT NULL AS completed
     FROM lesson_progress WHERE user_id = $1 AND course_id = $2 ORDER BY updated_at DESC, lesson_id`,
    [userId, courseId],
  );
  return result.rows;
}

/**
 * Records where the learner is: `position` is where to resume (as reported), `watched` the
 * furthest position the server trusts, which only grows; a completed lesson stays completed
 * (watching it again does not undo that). A lesson the learner reopened (marked not done) is
 * completed again only by a report that `finished` it, which also clears the mark.
 */
export async function upsertProgress(
  db: Queryable,
  row: {
    userId: string;
    lessonId: string;
    courseId: string;
    position: number;
    watched: number;
    completed: boolean;
    /** The learner asked for it to count as done (the video ended, or they marked it). */
    finished: boolean;
  },
): Promise<ProgressRow> {
  const result = await db.query<ProgressRow>(
    `INSERT INTO lesson_progress (user_id, lesson_id, course_id, position_seconds, watched_seconds, completed_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 THEN now() END)
     ON CONFLICT (user_id, lesson_id) DO UPDATE SET
       position_seconds = EXCLUDED.position_seconds,
       watched_seconds = GREATEST(lesson_progress.watched_seconds, EXCLUDED.watched_seconds),
       completed_at = COALESCE(lesson_progress.completed_at,
         CASE WHEN lesson_progress.reopened_at IS NULL OR $7 THEN EXCLUDED.completed_at END),
       reopened_at = CASE WHEN EXCLUDED.completed_at IS NOT NULL AND $7 THEN NULL
         ELSE lesson_progress.reopened_at END,
       updated_at = now()
     RETURNING lesson_id, position_seconds, completed_at IS NOT NULL AS completed`,
    [
      row.userId,
      row.lessonId,
      row.courseId,
      row.position,
      row.watched,
      row.completed,
      row.finished,
    ],
    { name: 'upsert_progress_reopenable' },
  );
  return result.rows[0]!;
}

/**
 * The learner marks a completed lesson as not done: it counts as not completed (in the course's
 * progress, the dashboard and the certificate's rule) until they finish it again. Answers the
 * lesson's progress, or undefined when they have none in it.
 */
export async function reopenLesson(
  db: Queryable,
  userId: string,
  lessonId: string,
): Promise<ProgressRow | undefined> {
  const result = await db.query<ProgressRow>(
    `UPDATE lesson_progress SET
       reopened_at = CASE WHEN completed_at IS NULL THEN reopened_at ELSE now() END,
       completed_at = NULL, updated_at = now()
     WHERE user_id = $1 AND lesson_id = $2
     RETURNING lesson_id, position_seconds, completed_at IS NOT NULL AS completed`,
    [userId, lessonId],
  );
  return result.rows[0];
}
