import type {
  AdminCourse,
  AdminCourseResponse,
  AdminCoursesQuery,
  CreateCourseRequest,
  UpdateCourseRequest,
} from '@contract/types';
import * as m from '@contract/messages/admin';
import { firstError } from '@contract/validation';
import { validateCourseForm } from '@contract/validation/admin';
import { publishProblems, publishRefused } from '@contract/validation/publishReadiness';
import { type Db, isUniqueViolation, type Queryable } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/httpError';
import { sanitizeStaffHtml } from '../../lib/sanitizeHtml';
import {
  type CourseValues,
  findCourse,
  insertCourse,
  instructorExists,
  listInstructors,
  listCourses,
  sectionsOf,
  setCoursePublished,
  updateCourse,
} from '../../repositories/adminCourses';
import { audit, type StaffActor } from './staffActor';

export const adminCourseList = (db: Queryable, query: AdminCoursesQuery) => listCourses(db, query);

export const instructorOptions = async (db: Queryable) => ({ rows: await listInstructors(db) });

/** The course with its curriculum, or 404. */
export async function loadAdminCourse(db: Queryable, courseId: string): Promise<AdminCourse> {
  const course = await findCourse(db, courseId);
  if (!course) throw notFound(m.COURSE_NOT_FOUND);
  return { ...course, sections: await sectionsOf(db, courseId) };
}

const cleanList = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

/** The form's rules, then the stored form: trimmed text, sanitised HTML, an instructor that exists. */
async function courseValues(db: Queryable, body: CreateCourseRequest): Promise<CourseValues> {
  const values = {
    ...body,
    title: body.title.trim(),
    slug: body.slug.trim(),
    subtitle: body.subtitle.trim(),
    outcomes: cleanList(body.outcomes),
    requirements: cleanList(body.requirements),
  };
  const error = firstError(validateCourseForm(values));
  if (error) throw badRequest(error);
  if (values.instructorId && !(await instructorExists(db, values.instructorId)))
    throw badRequest(m.INSTRUCTOR_NOT_FOUND);
  return { ...values, description: sanitizeStaffHtml(body.description) };
}

const slugTaken = (error: unknown) => {
  throw isUniqueViolation(error) ? conflict(m.SLUG_TAKEN) : error;
};

export async function createAdminCourse(
  db: Db,
  actor: StaffActor,
  body: CreateCourseRequest,
): Promise<AdminCourseResponse> {
  const values = await courseValues(db, body);
  const course = await db
    .transaction(async (tx) => {
      const id = await insertCourse(tx, values);
      const created = await loadAdminCourse(tx, id);
      await audit(tx, actor, 'course.create', { kind: 'course', id }, null, created);
      return created;
    })
    .catch(slugTaken);
  return { message: m.COURSE_CREATED, course };
}

/** Locks the course, or 404; checks the version the edit started from when one is given. */
export async function lockCourseAt(tx: Queryable, courseId: string, version?: number) {
  const before = await findCourse(tx, courseId, true);
  if (!before) throw notFound(m.COURSE_NOT_FOUND);
  if (version !== undefined && before.version !== version) throw conflict(m.COURSE_STALE);
  return before;
}

export async function updateAdminCourse(
  db: Db,
  actor: StaffActor,
  courseId: string,
  body: UpdateCourseRequest,
): Promise<AdminCourseResponse> {
  const values = await courseValues(db, body);
  const course = await db
    .transaction(async (tx) => {
      const before = await lockCourseAt(tx, courseId, body.version);
      if (!(await updateCourse(tx, courseId, body.version, values))) throw conflict(m.COURSE_STALE);
      const after = await loadAdminCourse(tx, courseId);
      await audit(tx, actor, 'course.update', { kind: 'course', id: courseId }, before, after);
      return after;
    })
    .catch(slugTaken);
  return { message: m.COURSE_SAVED, course };
}

export async function publishAdminCourse(
  db: Db,
  actor: StaffActor,
  courseId: string,
  published: boolean,
): Promise<AdminCourseResponse> {
  const course = await db.transaction(async (tx) => {
    const before = await lockCourseAt(tx, courseId);
    if (published && !before.published) {
      // Checked under the course's lock: a lesson removed meanwhile cannot slip through.
      const problems = publishProblems(await sectionsOf(tx, courseId));
      if (problems.length > 0) throw conflict(publishRefused(problems));
    }
    await setCoursePublished(tx, courseId, published);
    const after = await loadAdminCourse(tx, courseId);
    const action = published ? 'course.publish' : 'course.unpublish';
    await audit(
      tx,
      actor,
      action,
      { kind: 'course', id: courseId },
      { published: before.published, publishedAt: before.publishedAt },
      { published: after.published, publishedAt: after.publishedAt },
    );
    return after;
  });
  return { message: published ? m.COURSE_PUBLISHED : m.COURSE_UNPUBLISHED, course };
}
