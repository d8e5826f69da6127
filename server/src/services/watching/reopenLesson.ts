import {
  LESSON_NOT_FOUND,
  LESSON_REOPENED,
  PROGRESS_OWNERS_ONLY,
} from '@contract/messages/courses';
import type { ReopenLessonResponse } from '@contract/types';
import type { Db } from '../../db';
import { forbidden, notFound } from '../../lib/httpError';
import { findLesson, lockCourseAccess, reopenLesson } from '../../repositories/lessons';
import { toProgress } from '../learning/learning';

/**
 * A completed lesson marked as not done by its owner. Completion stays the server's decision: the
 * mark is kept (lesson_progress.reopened_at) and saveProgress completes the lesson again only
 * when the learner finishes it. A certificate already issued is a record of a completed course
 * and stays valid; finishing the lesson again issues no second one.
 */
export async function reopenCompletedLesson(
  db: Db,
  userId: string,
  lessonId: string,
): Promise<ReopenLessonResponse> {
  const lesson = await findLesson(db, lessonId);
  if (!lesson) throw notFound(LESSON_NOT_FOUND);
  return db.transaction(async (tx) => {
    // The purchase row is locked, as saveProgress locks it: a save sent at once waits for this.
    if (!(await lockCourseAccess(tx, userId, lesson.course_id)))
      throw forbidden(PROGRESS_OWNERS_ONLY);
    const row = await reopenLesson(tx, userId, lessonId);
    const progress = row ? toProgress(row) : { lessonId, positionSeconds: 0, completed: false };
    return { progress, message: LESSON_REOPENED };
  });
}
