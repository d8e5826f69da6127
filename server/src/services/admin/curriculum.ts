import type {
  AdminLesson,
  CreateLessonRequest,
  LessonResponse,
  LessonsResponse,
  MessageResponse,
  SectionResponse,
  SectionsResponse,
  UpdateLessonRequest,
} from '@contract/types';
import * as m from '@contract/messages/admin';
import { isBlank } from '@contract/validation';
import type { Db, Queryable } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/httpError';
import { sanitizeStaffHtml } from '../../lib/sanitizeHtml';
import {
  deleteLesson,
  deleteSection,
  findLesson,
  findSection,
  insertLesson,
  insertSection,
  lessonsOf,
  type LessonValues,
  lockLessonIds,
  lockSectionIds,
  renameSection,
  reorder,
  sectionsOf,
  touchCourse,
  updateLesson,
} from '../../repositories/adminCourses';
import { lockCourseAt } from './courses';
import { audit, type StaffActor } from './staffActor';

// Sections and lessons. Every change locks the course row first, so two editors' changes to one
// curriculum happen one after the other, and marks the course updated.

type CurriculumChange<T> = (tx: Queryable) => Promise<T>;

function inCourse<T>(db: Db, courseId: string, change: CurriculumChange<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockCourseAt(tx, courseId);
    const result = await change(tx);
    await touchCourse(tx, courseId);
    return result;
  });
}

async function sectionOrThrow(tx: Queryable, courseId: string, sectionId: string) {
  const section = await findSection(tx, courseId, sectionId);
  if (!section) throw notFound(m.SECTION_NOT_FOUND);
  return section;
}

async function lessonOrThrow(tx: Queryable, courseId: string, lessonId: string, lock = false) {
  const lesson = await findLesson(tx, courseId, lessonId, lock);
  if (!lesson) throw notFound(m.LESSON_NOT_FOUND);
  return lesson;
}

function sectionTitle(title: string): string {
  if (isBlank(title)) throw badRequest(m.SECTION_TITLE_REQUIRED);
  return title.trim();
}

async function sectionWithLessons(tx: Queryable, courseId: string, sectionId: string) {
  const section = await sectionOrThrow(tx, courseId, sectionId);
  return { ...section, lessons: await lessonsOf(tx, courseId, sectionId) };
}

export function createSection(
  db: Db,
  actor: StaffActor,
  courseId: string,
  title: string,
): Promise<SectionResponse> {
  const clean = sectionTitle(title);
  return inCourse(db, courseId, async (tx) => {
    const id = await insertSection(tx, courseId, clean);
    const section = await sectionWithLessons(tx, courseId, id);
    await audit(tx, actor, 'section.create', { kind: 'section', id }, null, {
      courseId,
      ...section,
    });
    return { message: m.SECTION_CREATED, section };
  });
}

export function updateSection(
  db: Db,
  actor: StaffActor,
  ids: { courseId: string; sectionId: string },
  title: string,
): Promise<SectionResponse> {
  const clean = sectionTitle(title);
  return inCourse(db, ids.courseId, async (tx) => {
    const before = await sectionOrThrow(tx, ids.courseId, ids.sectionId);
    await renameSection(tx, ids.sectionId, clean);
    const section = await sectionWithLessons(tx, ids.courseId, ids.sectionId);
    await audit(tx, actor, 'section.update', { kind: 'section', id: ids.sectionId }, before, {
      title: section.title,
    });
    return { message: m.SECTION_SAVED, section };
  });
}

export function removeSection(
  db: Db,
  actor: StaffActor,
  ids: { courseId: string; sectionId: string },
): Promise<MessageResponse> {
  return inCourse(db, ids.courseId, async (tx) => {
    const before = await sectionWithLessons(tx, ids.courseId, ids.sectionId);
    await deleteSection(tx, ids.sectionId);
    await audit(tx, actor, 'section.delete', { kind: 'section', id: ids.sectionId }, before, null);
    return { message: m.SECTION_DELETED };
  });
}

/** The new order must name exactly the current rows (409 when one was added or removed meanwhile). */
function checkSameIds(current: string[], wanted: string[]) {
  const same =
    current.length === wanted.length && [...current].sort().join() === [...wanted].sort().join();
  if (!same) throw conflict(m.ORDER_MISMATCH);
}

export function orderSections(
  db: Db,
  actor: StaffActor,
  courseId: string,
  ids: string[],
): Promise<SectionsResponse> {
  return inCourse(db, courseId, async (tx) => {
    const before = await lockSectionIds(tx, courseId);
    checkSameIds(before, ids);
    await reorder(tx, 'course_sections', ids);
    await audit(tx, actor, 'section.reorder', { kind: 'course', id: courseId }, before, ids);
    return { message: m.SECTIONS_REORDERED, sections: await sectionsOf(tx, courseId) };
  });
}

function lessonValues(body: CreateLessonRequest, current?: AdminLesson): LessonValues {
  if (isBlank(body.title)) throw badRequest(m.LESSON_TITLE_REQUIRED);
  const video = body.kind === 'video';
  return {
    title: body.title.trim(),
    kind: body.kind,
    // A video's running time is the uploaded file's, once there is one.
    durationSeconds: video && current?.video ? current.durationSeconds : body.durationSeconds,
    preview: body.preview,
    articleHtml: video ? '' : sanitizeStaffHtml(body.articleHtml),
  };
}

export function createLesson(
  db: Db,
  actor: StaffActor,
  ids: { courseId: string; sectionId: string },
  body: CreateLessonRequest,
): Promise<LessonResponse> {
  const values = lessonValues(body);
  return inCourse(db, ids.courseId, async (tx) => {
    await sectionOrThrow(tx, ids.courseId, ids.sectionId);
    const id = await insertLesson(tx, ids.courseId, ids.sectionId, values);
    const lesson = await lessonOrThrow(tx, ids.courseId, id);
    await audit(tx, actor, 'lesson.create', { kind: 'lesson', id }, null, lesson);
    return { message: m.LESSON_CREATED, lesson };
  });
}

export function editLesson(
  db: Db,
  actor: StaffActor,
  ids: { courseId: string; lessonId: string },
  body: UpdateLessonRequest,
): Promise<LessonResponse> {
  return inCourse(db, ids.courseId, async (tx) => {
    const before = await lessonOrThrow(tx, ids.courseId, ids.lessonId, true);
    if (before.version !== body.version) throw conflict(m.LESSON_STALE);
    if (!(await updateLesson(tx, ids.lessonId, body.version, lessonValues(body, before))))
      throw conflict(m.LESSON_STALE);
    const lesson = await lessonOrThrow(tx, ids.courseId, ids.lessonId);
    await audit(tx, actor, 'lesson.update', { kind: 'lesson', id: ids.lessonId }, before, lesson);
    return { message: m.LESSON_SAVED, lesson };
  });
}

export function removeLesson(
  db: Db,
  actor: StaffActor,
  ids: { courseId: string; lessonId: string },
): Promise<MessageResponse> {
  return inCourse(db, ids.courseId, async (tx) => {
    const before = await lessonOrThrow(tx, ids.courseId, ids.lessonId, true);
    await deleteLesson(tx, ids.lessonId);
    await audit(tx, actor, 'lesson.delete', { kind: 'lesson', id: ids.lessonId }, before, null);
    return { message: m.LESSON_DELETED };
  });
}

export function orderLessons(
  db: Db,
  actor: StaffActor,
  ids: { courseId: string; sectionId: string },
  lessonIds: string[],
): Promise<LessonsResponse> {
  return inCourse(db, ids.courseId, async (tx) => {
    await sectionOrThrow(tx, ids.courseId, ids.sectionId);
    const before = await lockLessonIds(tx, ids.sectionId);
    checkSameIds(before, lessonIds);
    await reorder(tx, 'lessons', lessonIds);
    await audit(
      tx,
      actor,
      'lesson.reorder',
      { kind: 'section', id: ids.sectionId },
      before,
      lessonIds,
    );
    return {
      message: m.LESSONS_REORDERED,
      lessons: await lessonsOf(tx, ids.courseId, ids.sectionId),
    };
  });
}
