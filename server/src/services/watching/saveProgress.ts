import {
  LESSON_NOT_FOUND,
  PROGRESS_OWNERS_ONLY,
  READ_TO_COMPLETE,
  WATCH_TO_COMPLETE,
} from '@contract/messages/courses';
import type { SaveProgressRequest, SaveProgressResponse } from '@contract/types';
import { forbidden, notFound } from '../../lib/httpError';
import { raiseTrustedSeconds, startWatching, watchInCourse } from '../../repositories/lessonWatch';
import { findLesson, lockCourseAccess, upsertProgress } from '../../repositories/lessons';
import { certificateOnCompletion, type IssuingApp } from '../certificates/issueCertificate';
import { toProgress } from '../learning/learning';
import { isCompleted, trustedPosition } from './trustedPosition';

/**
 * Saves where an owner is in a lesson. The reported position is where the lesson resumes; what
 * counts is the position the server trusts (trustedPosition.ts): the lesson is completed once that
 * reaches 90 % of its length, whatever the request's `completed` says, and a completion asked for
 * too early is answered with what to do. Nothing is saved for someone who does not own the course.
 * A completed lesson also answers the course's certificate, issued with the last lesson completed.
 */
export async function saveProgress(
  app: IssuingApp,
  userId: string,
  lessonId: string,
  request: SaveProgressRequest,
  nowMs: number,
): Promise<SaveProgressResponse> {
  const lesson = await findLesson(app.db, lessonId);
  if (!lesson) throw notFound(LESSON_NOT_FOUND);
  const courseId = lesson.course_id;
  const reported = Math.min(Math.round(request.positionSeconds), lesson.duration_seconds);
  // The learner's purchase row is locked, so saves sent at once are weighed one after another
  // (each sees the real time the others used).
  const progress = await app.db.transaction(async (tx) => {
    if (!(await lockCourseAccess(tx, userId, courseId))) throw forbidden(PROGRESS_OWNERS_ONLY);
    await startWatching(tx, { userId, lessonId, courseId, at: new Date(nowMs) });
    const watched = (await watchInCourse(tx, userId, courseId)).map((row) => ({
      lessonId: row.lesson_id,
      kind: row.kind,
      startedAtMs: new Date(row.started_at).getTime(),
      trustedSeconds: row.trusted_seconds,
    }));
    const trusted = trustedPosition({
      lessonId,
      kind: lesson.kind,
      durationSeconds: lesson.duration_seconds,
      reportedSeconds: reported,
      nowMs,
      watched,
    });
    await raiseTrustedSeconds(tx, userId, lessonId, trusted);
    const row = await upsertProgress(tx, {
      userId,
      lessonId,
      courseId,
      position: reported,
      watched: trusted,
      completed: isCompleted(trusted, lesson.duration_seconds),
      finished: request.completed === true,
    });
    return toProgress(row);
  });
  if (!progress.completed) {
    if (!request.completed) return { progress };
    return { progress, notice: lesson.kind === 'video' ? WATCH_TO_COMPLETE : READ_TO_COMPLETE };
  }
  return { progress, certificateId: await certificateOnCompletion(app, userId, courseId) };
}
