import {
  COURSE_NOT_FOUND,
  LESSON_LOCKED,
  LESSON_NOT_FOUND,
  MEDIA_LINK_EXPIRED,
  MEDIA_NOT_FOUND,
  PROGRESS_OWNERS_ONLY,
} from '@contract/messages/courses';
import { SIGN_IN_REQUIRED } from '@contract/messages/common';
import type {
  LearnCourse,
  LessonPlayback,
  LessonProgress,
  MediaKind,
  SaveProgressRequest,
  SaveProgressResponse,
} from '@contract/types';
import type { Queryable } from '../db';
import { forbidden, HttpError, notFound } from '../lib/httpError';
import { ANONYMOUS, type MediaSigner } from '../lib/mediaSignature';
import { certificateIdFor } from '../repositories/certificates';
import { curriculumRows } from '../repositories/courses';
import {
  findCourseForLearning,
  findLesson,
  hasCourseAccess,
  progressInCourse,
  upsertProgress,
  type LessonRow,
  type ProgressRow,
} from '../repositories/lessons';
import { certificateOnCompletion, type IssuingApp } from './certificates/issueCertificate';
import { curriculumOf } from './courseDetails';

/** How long a signed lesson-file address works: long enough to watch a lesson, short to share. */
export const MEDIA_URL_SECONDS = 15 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `userId` is '' for a visitor. */
const owns = (db: Queryable, userId: string, courseId: string) =>
  userId ? hasCourseAccess(db, userId, courseId) : Promise.resolve(false);

/**
 * A course's learning area: the curriculum for everyone (a visitor sees what is locked), and
 * whether this learner owns it. A course withdrawn from sale stays open to its buyers only.
 */
export async function learnCourse(
  db: Queryable,
  userId: string,
  idOrSlug: string,
): Promise<LearnCourse> {
  const course = await findCourseForLearning(db, idOrSlug, UUID.test(idOrSlug));
  if (!course) throw notFound(COURSE_NOT_FOUND);
  const owned = await owns(db, userId, course.id);
  if (!course.published && !owned) throw notFound(COURSE_NOT_FOUND);
  return {
    courseId: course.id,
    slug: course.slug,
    title: course.title,
    owned,
    sections: curriculumOf(await curriculumRows(db, course.id)),
    progress: owned ? (await progressInCourse(db, userId, course.id)).map(toProgress) : [],
    certificateId: owned ? await certificateIdFor(db, userId, course.id) : null,
  };
}

const toProgress = (row: ProgressRow): LessonProgress => ({
  lessonId: row.lesson_id,
  positionSeconds: row.position_seconds,
  completed: row.completed,
});

/** A video watched to this share of its length counts as completed. */
export const COMPLETED_SHARE = 0.9;

/**
 * Saves where an owner is in a lesson: the position is clamped to the lesson's length, a video
 * watched past COMPLETED_SHARE (or marked done) is completed, and nothing is saved for a preview
 * watched by someone who has not bought the course. A completed lesson also answers the course's
 * certificate, issued with the last lesson completed.
 */
export async function saveProgress(
  app: IssuingApp,
  userId: string,
  lessonId: string,
  request: SaveProgressRequest,
): Promise<SaveProgressResponse> {
  const { db } = app;
  const lesson = await findLesson(db, lessonId);
  if (!lesson) throw notFound(LESSON_NOT_FOUND);
  if (!(await hasCourseAccess(db, userId, lesson.course_id))) throw forbidden(PROGRESS_OWNERS_ONLY);
  const position = Math.min(Math.round(request.positionSeconds), lesson.duration_seconds);
  const completed =
    request.completed === true ||
    (lesson.kind === 'video' && position >= lesson.duration_seconds * COMPLETED_SHARE);
  const progress = toProgress(
    await upsertProgress(db, { userId, lessonId, courseId: lesson.course_id, position, completed }),
  );
  if (!progress.completed) return { progress };
  return { progress, certificateId: await certificateOnCompletion(app, userId, lesson.course_id) };
}

const fileKeyOf = (lesson: LessonRow, kind: MediaKind): string | null =>
  kind === 'video'
    ? lesson.video_key
    : kind === 'captions'
      ? lesson.captions_key
      : lesson.poster_key;

/**
 * A lesson to watch: its text or the signed addresses of its files. Owners get every lesson,
 * anyone a preview of a course on sale; a visitor asking for a locked lesson is told to sign in.
 */
export async function lessonPlayback(
  db: Queryable,
  signer: MediaSigner,
  userId: string,
  lessonId: string,
  nowMs: number,
): Promise<LessonPlayback> {
  const lesson = await findLesson(db, lessonId);
  if (!lesson) throw notFound(LESSON_NOT_FOUND);
  const owned = await owns(db, userId, lesson.course_id);
  const open = owned || (lesson.is_preview && lesson.course_published);
  if (!open) {
    if (!lesson.course_published) throw notFound(LESSON_NOT_FOUND);
    throw userId ? forbidden(LESSON_LOCKED) : new HttpError(401, SIGN_IN_REQUIRED);
  }
  // A preview is signed for anyone, so the address keeps working across sign-in and sign-out.
  const subject = owned ? userId : ANONYMOUS;
  const expires = Math.floor(nowMs / 1000) + MEDIA_URL_SECONDS;
  const address = (kind: MediaKind) => {
    if (!fileKeyOf(lesson, kind)) return null;
    const sig = signer.sign({ subject, lessonId, kind, expires });
    const query = new URLSearchParams({ exp: String(expires), sub: subject, sig });
    return `/api/media/lessons/${lessonId}/${kind}?${query.toString()}`;
  };
  return {
    lesson: {
      id: lesson.id,
      title: lesson.title,
      kind: lesson.kind,
      durationSeconds: lesson.duration_seconds,
      preview: lesson.is_preview,
      articleHtml: lesson.article_html,
    },
    media: {
      video: address('video'),
      captions: address('captions'),
      poster: address('poster'),
      expiresAt: new Date(expires * 1000).toISOString(),
    },
  };
}

/**
 * The storage key of a lesson file asked for by a signed address: 403 when the signature does not
 * match (another lesson, file or person) or has expired, 404 when the lesson has no such file. The
 * signature is the whole proof: the address was handed out by an authorised call.
 */
export async function signedMediaKey(
  db: Queryable,
  signer: MediaSigner,
  request: { lessonId: string; kind: MediaKind; exp: number; sub: string; sig: string },
  nowMs: number,
): Promise<string> {
  const grant = {
    subject: request.sub,
    lessonId: request.lessonId,
    kind: request.kind,
    expires: request.exp,
  };
  if (!signer.verify(grant, request.sig, Math.floor(nowMs / 1000)))
    throw forbidden(MEDIA_LINK_EXPIRED);
  const lesson = await findLesson(db, request.lessonId);
  const key = lesson && fileKeyOf(lesson, request.kind);
  if (!key) throw notFound(MEDIA_NOT_FOUND);
  return key;
}
