import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminCourseResponse, LessonResponse } from '@contract/types';
import * as m from '@contract/messages/admin';
import { LESSON_MAX_SECONDS, THUMBNAIL_MAX_BYTES } from '@contract/validation/admin';
import { EXTENSIONS, imageTypeOf, videoTypeOf } from '../../lib/fileSignature';
import { badRequest, notFound } from '../../lib/httpError';
import { mp4DurationSeconds } from '../../lib/mp4Duration';
import {
  findCourse,
  findLesson,
  insertMediaAsset,
  setCourseThumbnail,
  setLessonVideo,
  touchCourse,
} from '../../repositories/adminCourses';
import { loadAdminCourse, lockCourseAt } from './courses';
import { audit, type StaffActor } from './staffActor';
import { describeBytes, spoolUpload } from './uploads';

export type MediaApp = Pick<FastifyInstance, 'db' | 'media' | 'config' | 'log'>;

/**
 * Stores a file, then records it with `record`; when recording fails (the lesson deleted meanwhile,
 * the database gone), the file is removed again so no object is left that nothing names.
 * `keepIfPresent`: an object already stored under that key (a thumbnail named by its content,
 * which another course may show) is left alone.
 */
export async function storeThenRecord<T>(
  app: MediaApp,
  file: { key: string; path: string; type: string },
  record: () => Promise<T>,
  { keepIfPresent = false } = {},
): Promise<T> {
  const present = keepIfPresent && (await app.media.exists(file.key));
  await app.media.putFile(file.key, file.path, file.type);
  try {
    return await record();
  } catch (error) {
    if (!present)
      // The failure to record is the answer; a failed clean-up is only logged beside it.
      await app.media
        .remove(file.key)
        .catch((err: unknown) => app.log.warn({ err, key: file.key }, 'Unrecorded upload kept'));
    throw error;
  }
}

export const DEFAULT_VIDEO_MAX_BYTES = 2 * 1024 ** 3;
/** Where uploaded thumbnails are served from (routes/api/media.ts), by their content's hash. */
export const THUMBNAIL_PATH = '/api/media/thumbnails/';

export async function uploadThumbnail(
  app: MediaApp,
  actor: StaffActor,
  courseId: string,
  request: FastifyRequest,
): Promise<AdminCourseResponse> {
  if (!(await findCourse(app.db, courseId))) throw notFound(m.COURSE_NOT_FOUND);
  const upload = await spoolUpload(request, {
    maxBytes: THUMBNAIL_MAX_BYTES,
    typeOf: imageTypeOf,
    wrongType: m.THUMBNAIL_TYPE,
    tooLarge: m.THUMBNAIL_TOO_LARGE,
  });
  try {
    const name = `${upload.sha256.slice(0, 32)}.${EXTENSIONS[upload.type]}`;
    const file = { key: `thumbnails/${name}`, path: upload.path, type: upload.type };
    const saved = () =>
      app.db.transaction(async (tx) => {
        const before = await lockCourseAt(tx, courseId);
        await setCourseThumbnail(tx, courseId, `${THUMBNAIL_PATH}${name}`);
        const after = await loadAdminCourse(tx, courseId);
        await audit(
          tx,
          actor,
          'course.thumbnail',
          { kind: 'course', id: courseId },
          { thumbnail: before.thumbnail },
          { thumbnail: after.thumbnail, byteSize: upload.size, contentType: upload.type },
        );
        return after;
      });
    const course = await storeThenRecord(app, file, saved, { keepIfPresent: true });
    return { message: m.THUMBNAIL_SAVED, course };
  } finally {
    await upload.remove();
  }
}

export async function uploadLessonVideo(
  app: MediaApp,
  actor: StaffActor,
  ids: { courseId: string; lessonId: string },
  request: FastifyRequest,
): Promise<LessonResponse> {
  if (!(await findLesson(app.db, ids.courseId, ids.lessonId))) throw notFound(m.LESSON_NOT_FOUND);
  const maxBytes = app.config.videoUploadMaxBytes ?? DEFAULT_VIDEO_MAX_BYTES;
  const upload = await spoolUpload(request, {
    maxBytes,
    typeOf: videoTypeOf,
    wrongType: m.VIDEO_TYPE,
    tooLarge: m.videoTooLarge(describeBytes(maxBytes)),
  });
  try {
    const duration =
      upload.type === 'video/mp4' ? await mp4DurationSeconds(upload.path) : undefined;
    if (duration !== undefined && duration > LESSON_MAX_SECONDS)
      throw badRequest(m.VIDEO_DURATION_INVALID);
    const key = `lessons/${ids.lessonId}/${randomUUID()}.${EXTENSIONS[upload.type]}`;
    const saved = () =>
      app.db.transaction(async (tx) => {
        await lockCourseAt(tx, ids.courseId);
        const before = await findLesson(tx, ids.courseId, ids.lessonId, true);
        if (!before) throw notFound(m.LESSON_NOT_FOUND);
        const assetId = await insertMediaAsset(tx, {
          storageKey: key,
          kind: 'video',
          contentType: upload.type,
          byteSize: upload.size,
          durationSeconds: duration ?? null,
          sha256: upload.sha256,
          originalName: upload.originalName,
        });
        await setLessonVideo(tx, ids.lessonId, assetId, duration ?? null);
        await touchCourse(tx, ids.courseId);
        const after = (await findLesson(tx, ids.courseId, ids.lessonId))!;
        await audit(
          tx,
          actor,
          'lesson.video',
          { kind: 'lesson', id: ids.lessonId },
          { video: before.video, durationSeconds: before.durationSeconds },
          { video: after.video, durationSeconds: after.durationSeconds, storageKey: key },
        );
        return after;
      });
    const lesson = await storeThenRecord(app, { key, path: upload.path, type: upload.type }, saved);
    return { message: m.VIDEO_SAVED, lesson };
  } finally {
    await upload.remove();
  }
}
