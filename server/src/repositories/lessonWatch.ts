import type { Queryable } from '../db';

// What the server itself saw of a learner's watching (migration 024): when each lesson was first
// opened, the furthest position it trusts, and which bytes of the lesson's video it sent.

interface Lesson {
  userId: string;
  lessonId: string;
  courseId: string;
}

/** The learner opened the lesson at `at`: kept only the first time. */
export async function startWatching(db: Queryable, lesson: Lesson & { at: Date }): Promise<void> {
  await db.query(
    `INSERT INTO lesson_watch (user_id, lesson_id, course_id, started_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, lesson_id) DO NOTHING`,
    [lesson.userId, lesson.lessonId, lesson.courseId, lesson.at.toISOString()],
    { name: 'start_watching' },
  );
}

export interface LessonWatchRow {
  lesson_id: string;
  kind: 'video' | 'article';
  /** A Date, or its text from a prepared statement on PGlite. */
  started_at: Date | string;
  trusted_seconds: number;
}

/** Every lesson of the course the learner has opened. */
export async function watchInCourse(
  db: Queryable,
  userId: string,
  courseId: string,
): Promise<LessonWatchRow[]> {
  const result = await db.query<LessonWatchRow>(
    `SELECT w.lesson_id, l.kind, w.started_at, w.trusted_seconds
     FROM lesson_watch w JOIN lessons l ON l.id = w.lesson_id
     WHERE w.user_id = $1 AND w.course_id = $2`,
    [userId, courseId],
    { name: 'watch_in_course' },
  );
  return result.rows;
}

/** The furthest trusted position only grows. */
export async function raiseTrustedSeconds(
  db: Queryable,
  userId: string,
  lessonId: string,
  seconds: number,
): Promise<void> {
  await db.query(
    `UPDATE lesson_watch SET trusted_seconds = GREATEST(trusted_seconds, $3)
     WHERE user_id = $1 AND lesson_id = $2`,
    [userId, lessonId, seconds],
    { name: 'raise_trusted_seconds' },
  );
}

/** Bytes [from, to) of the lesson's video were sent to the learner (merged with those before). */
export async function recordServedBytes(
  db: Queryable,
  served: Lesson & { from: number; to: number; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO lesson_watch (user_id, lesson_id, course_id, started_at, served_bytes)
     VALUES ($1, $2, $3, $6, int8multirange(int8range($4, $5)))
     ON CONFLICT (user_id, lesson_id) DO UPDATE
       SET served_bytes = lesson_watch.served_bytes + EXCLUDED.served_bytes`,
    [
      served.userId,
      served.lessonId,
      served.courseId,
      served.from,
      served.to,
      served.at.toISOString(),
    ],
    { name: 'record_served_bytes' },
  );
}
