import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { LessonResponse } from '@contract/types';
import * as m from '@contract/messages/captions';
import { LESSON_NOT_FOUND } from '@contract/messages/admin';
import { CAPTIONS_MAX_BYTES, CAPTIONS_TYPE, webVttProblem } from '@contract/validation/webvtt';
import { captionsTypeOf } from '../../lib/fileSignature';
import { badRequest, notFound } from '../../lib/httpError';
import {
  findLesson,
  insertMediaAsset,
  setLessonCaptions,
  touchCourse,
} from '../../repositories/adminCourses';
import { lockCourseAt } from './courses';
import { storeThenRecord, type MediaApp } from './mediaUploads';
import { audit, type StaffActor } from './staffActor';
import { spoolUpload } from './uploads';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The spooled file's text, or the 400 saying why a player could not show it. */
async function checkedCaptions(path: string): Promise<void> {
  let text: string;
  try {
    text = utf8.decode(await fs.promises.readFile(path));
  } catch {
    throw badRequest(m.CAPTIONS_NOT_UTF8);
  }
  const problem = webVttProblem(text);
  if (problem) throw badRequest(problem);
}

/**
 * A video lesson's WebVTT captions: refused by their first bytes (415), size (413) or content
 * (400, naming the line), else stored and named on the lesson; the player's captions track then
 * reads them through the lesson's signed address.
 */
export async function uploadLessonCaptions(
  app: MediaApp,
  actor: StaffActor,
  ids: { courseId: string; lessonId: string },
  request: FastifyRequest,
): Promise<LessonResponse> {
  const lesson = await findLesson(app.db, ids.courseId, ids.lessonId);
  if (!lesson) throw notFound(LESSON_NOT_FOUND);
  if (lesson.kind !== 'video') throw badRequest(m.CAPTIONS_VIDEO_ONLY);
  const upload = await spoolUpload(request, {
    maxBytes: CAPTIONS_MAX_BYTES,
    typeOf: captionsTypeOf,
    wrongType: m.CAPTIONS_TYPE,
    tooLarge: m.CAPTIONS_TOO_LARGE,
  });
  try {
    await checkedCaptions(upload.path);
    const key = `lessons/${ids.lessonId}/${randomUUID()}.vtt`;
    const saved = () =>
      app.db.transaction(async (tx) => {
        await lockCourseAt(tx, ids.courseId);
        const before = await findLesson(tx, ids.courseId, ids.lessonId, true);
        if (!before) throw notFound(LESSON_NOT_FOUND);
        if (before.kind !== 'video') throw badRequest(m.CAPTIONS_VIDEO_ONLY);
        const assetId = await insertMediaAsset(tx, {
          storageKey: key,
          kind: 'captions',
          contentType: CAPTIONS_TYPE,
          byteSize: upload.size,
          durationSeconds: null,
          sha256: upload.sha256,
          originalName: upload.originalName,
        });
        await setLessonCaptions(tx, ids.lessonId, assetId);
        await touchCourse(tx, ids.courseId);
        const after = (await findLesson(tx, ids.courseId, ids.lessonId))!;
        await audit(
          tx,
          actor,
          'lesson.captions',
          { kind: 'lesson', id: ids.lessonId },
          { captions: before.captions },
          { captions: after.captions, storageKey: key },
        );
        return after;
      });
    const saves = { key, path: upload.path, type: CAPTIONS_TYPE };
    return { message: m.CAPTIONS_SAVED, lesson: await storeThenRecord(app, saves, saved) };
  } finally {
    await upload.remove();
  }
}
