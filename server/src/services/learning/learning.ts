import {
  COURSE_NOT_FOUND,
  LESSON_LOCKED,
  LESSON_NOT_FOUND,
  MEDIA_ACCESS_ENDED,
  MEDIA_LINK_EXPIRED,
  MEDIA_NOT_FOUND,
} from '@contract/messages/courses';
import { SIGN_IN_REQUIRED } from '@contract/messages/common';
import type { LearnCourse, LessonPlayback, LessonProgress, MediaKind } from '@contract/types';
import type { Queryable } from '../../db';
import { forbidden, HttpError, notFound } from '../../lib/httpError';
import { ANONYMOUS, type MediaSigner } from '../../lib/signing/mediaSignature';
import { STAFF_ROLES } from '@contract/roles';
import { certificateIdFor } from '../../repositories/certificates';
import { curriculumRows } from '../../repositories/courses';
import { startWatching } from '../../repositories/lessonWatch';
import {
  findCourseForLearning,
  findLesson,
  findLessonForViewer,
  hasCourseAccess,
  progressInCourse,
  type LessonRow,
  type ProgressRow,
} from '../../repositories/lessons';
import { findAccountStanding } from '../../repositories/users';
import { curriculumOf } from '../catalogue/courseDetails';
import { STAFF_PREVIEW_PREFIX } from '../catalogue/staffPreview';

/** How long a signed lesson-file address works: long enough to watch a lesson, short to share. */
export const MEDIA_URL_SECONDS = 15 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `userId` is '' for a visitor. */
const owns = (db: Queryable, userId: string, courseId: string) =>
  userId ? hasCourseAccess(db, userId, courseId) : Promise.resolve(false);

/** Whether the caller is staff (asked only when a course is not on sale: staff may preview it). */
export type StaffCheck = () => Promise<boolean>;
const notStaff: StaffCheck = () => Promise.resolve(false);

/**
 * A course's learning area: the curriculum for everyone (a visitor sees what is locked), and
 * whether this learner owns it. A course withdrawn from sale stays open to its buyers only, and to
 * staff previewing it as a learner would see it (`draftPreview`).
 */
export async function learnCourse(
  db: Queryable,
  userId: string,
  idOrSlug: string,
  isStaff: StaffCheck = notStaff,
): Promise<LearnCourse> {
  const course = await findCourseForLearning(db, idOrSlug, UUID.test(idOrSlug));
  if (!course) throw notFound(COURSE_NOT_FOUND);
  const owned = await owns(db, userId, course.id);
  if (!course.published && !owned) {
    if (!(await isStaff())) throw notFound(COURSE_NOT_FOUND);
    return {
      courseId: course.id,
      slug: course.slug,
      title: course.title,
      owned: false,
      sections: curriculumOf(await curriculumRows(db, course.id)),
      progress: [],
      certificateId: null,
      draftPreview: true,
    };
  }
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

export const toProgress = (row: ProgressRow): LessonProgress => ({
  lessonId: row.lesson_id,
  positionSeconds: row.position_seconds,
  completed: row.completed,
});

const fileKeyOf = (lesson: LessonRow, kind: MediaKind): string | null =>
  kind === 'video'
    ? lesson.video_key
    : kind === 'captions'
      ? lesson.captions_key
      : lesson.poster_key;

/**
 * A lesson to watch: its text or the signed addresses of its files. Owners get every lesson,
 * anyone a preview of a course on sale; a visitor asking for a locked lesson is told to sign in.
 * An owner's first opening of a lesson is recorded: positions they report later are weighed
 * against the time since.
 */
export async function lessonPlayback(
  db: Queryable,
  signer: MediaSigner,
  userId: string,
  lessonId: string,
  nowMs: number,
  isStaff: StaffCheck = notStaff,
): Promise<LessonPlayback> {
  const lesson = await findLesson(db, lessonId);
  if (!lesson) throw notFound(LESSON_NOT_FOUND);
  const owned = await owns(db, userId, lesson.course_id);
  const open = owned || (lesson.is_preview && lesson.course_published);
  // Staff previewing a draft play every lesson; nothing is recorded, and the files are signed
  // for them as staff (signedMediaFile checks the role again).
  const staffPreview = !open && !lesson.course_published && (await isStaff());
  if (!open && !staffPreview) {
    if (!lesson.course_published) throw notFound(LESSON_NOT_FOUND);
    throw userId ? forbidden(LESSON_LOCKED) : new HttpError(401, SIGN_IN_REQUIRED);
  }
  if (owned)
    await startWatching(db, {
      userId,
      lessonId,
      courseId: lesson.course_id,
      at: new Date(nowMs),
    });
  // A preview is signed for anyone, so the address keeps working across sign-in and sign-out.
  const subject = owned ? userId : staffPreview ? `${STAFF_PREVIEW_PREFIX}${userId}` : ANONYMOUS;
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

/** A `staff:<id>` subject whose account is still staff (a role taken away ends the preview). */
async function isStaffSubject(db: Queryable, subject: string): Promise<boolean> {
  const staffId = subject.slice(STAFF_PREVIEW_PREFIX.length);
  if (!subject.startsWith(STAFF_PREVIEW_PREFIX) || !UUID.test(staffId)) return false;
  const standing = await findAccountStanding(db, staffId);
  return Boolean(standing && !standing.disabled && STAFF_ROLES.includes(standing.role));
}

/** A lesson file a signed address may have, and whose watching it counts towards (if anyone's). */
export interface SignedMediaFile {
  key: string;
  /** The owner it is served to, for a video: what they were sent counts as watched. */
  viewer: { userId: string; lessonId: string; courseId: string; fileBytes: number } | null;
}

/**
 * The lesson file asked for by a signed address: 403 when the signature does not match (another
 * lesson, file or person) or has expired, or when the person it was signed for no longer owns the
 * course (a refund since: the address outlives the access), 404 when the lesson has no such file.
 * Previews stay open to anyone. Access is read from the database on every request, in the same
 * prepared statement that finds the lesson, so a refund in any process stops its media at once.
 */
export async function signedMediaFile(
  db: Queryable,
  signer: MediaSigner,
  request: { lessonId: string; kind: MediaKind; exp: number; sub: string; sig: string },
  nowMs: number,
): Promise<SignedMediaFile> {
  const grant = {
    subject: request.sub,
    lessonId: request.lessonId,
    kind: request.kind,
    expires: request.exp,
  };
  if (!signer.verify(grant, request.sig, Math.floor(nowMs / 1000)))
    throw forbidden(MEDIA_LINK_EXPIRED);
  // Signed subjects are user ids, staff previewing a draft, or ANONYMOUS; anything else is treated
  // as a visitor.
  const viewerId = UUID.test(request.sub) ? request.sub : null;
  const lesson = await findLessonForViewer(db, request.lessonId, viewerId);
  if (!lesson) throw notFound(MEDIA_NOT_FOUND);
  const previewingDraft = !lesson.course_published && (await isStaffSubject(db, request.sub));
  if (!lesson.has_access && !(lesson.is_preview && lesson.course_published) && !previewingDraft)
    throw forbidden(MEDIA_ACCESS_ENDED);
  const key = fileKeyOf(lesson, request.kind);
  if (!key) throw notFound(MEDIA_NOT_FOUND);
  const counted = viewerId && lesson.has_access && request.kind === 'video';
  return {
    key,
    viewer: counted
      ? {
          userId: viewerId,
          lessonId: lesson.id,
          courseId: lesson.course_id,
          fileBytes: lesson.video_bytes ?? 0,
        }
      : null,
  };
}
