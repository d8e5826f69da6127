import { http, HttpResponse } from 'msw';
import * as m from '@contract/messages/admin';
import {
  AdminCoursesQuery,
  CreateCourseRequest,
  UpdateCourseRequest,
} from '@contract/schemas/admin/courses';
import type { AdminCourse, CreateCourseRequest as CourseFields } from '@contract/types';
import { firstError } from '@contract/validation';
import { validateCourseForm } from '@contract/validation/admin';
import { publishProblems, publishRefused } from '@contract/validation/publishReadiness';
import { adminCourseId, buildAdminCourse } from '../../adminFixtures';
import { adminDb } from '../../adminDb';
import { pageOf } from '../../adminList';
import { checkedBody, checkedQuery, errorResponse } from '../../http';
import { adminUrl, asStaff, audit, now } from './adminGuard';
import { uploadedFile } from './uploadedFile';

export const findCourse = (id: string) => adminDb.courses.find((row) => row.id === id);
const rowOf = ({
  subtitle: _s,
  description: _d,
  language: _l,
  instructorId: _i,
  outcomes: _o,
  requirements: _r,
  sections: _x,
  ...row
}: AdminCourse) => row;
const slugTaken = (slug: string, id?: string) =>
  adminDb.courses.some((row) => row.slug === slug && row.id !== id);
const refusal = (fields: CourseFields) => firstError(validateCourseForm(fields));

const setPublished = (published: boolean) =>
  asStaff(({ params, actor }) => {
    const course = findCourse(params.courseId!);
    if (!course) return errorResponse(404, m.COURSE_NOT_FOUND);
    const problems = published && !course.published ? publishProblems(course.sections) : [];
    if (problems.length > 0) return errorResponse(409, publishRefused(problems));
    Object.assign(course, {
      published,
      publishedAt: published ? now() : null,
      updatedAt: now(),
      version: course.version + 1,
    });
    audit(actor, published ? 'course.publish' : 'course.unpublish', course.id, null, { published });
    return HttpResponse.json({
      message: published ? m.COURSE_PUBLISHED : m.COURSE_UNPUBLISHED,
      course,
    });
  });

let created = 100;

export const adminCoursesHandlers = [
  http.get(
    adminUrl('/courses'),
    asStaff(({ request }) => {
      const checked = checkedQuery(request, AdminCoursesQuery);
      if ('invalid' in checked) return checked.invalid;
      const { status, category } = checked.query;
      const { rows, total } = pageOf(
        adminDb.courses,
        checked.query,
        ['title', 'slug'],
        (row) =>
          (!status || row.published === (status === 'published')) &&
          (!category || row.category === category),
      );
      return HttpResponse.json({ rows: rows.map(rowOf), total });
    }),
  ),
  http.get(
    adminUrl('/courses/instructors'),
    asStaff(() => HttpResponse.json({ rows: adminDb.instructors })),
  ),
  http.get(
    adminUrl('/courses/:courseId'),
    asStaff(({ params }) => {
      const course = findCourse(params.courseId!);
      return course ? HttpResponse.json({ course }) : errorResponse(404, m.COURSE_NOT_FOUND);
    }),
  ),
  http.post(
    adminUrl('/courses'),
    asStaff(async ({ request, actor }) => {
      const checked = await checkedBody(request, CreateCourseRequest);
      if ('invalid' in checked) return checked.invalid;
      const problem = refusal(checked.body);
      if (problem) return errorResponse(400, problem, 'VALIDATION');
      if (slugTaken(checked.body.slug)) return errorResponse(409, m.SLUG_TAKEN);
      created += 1;
      const course = buildAdminCourse(created, {
        ...checked.body,
        id: adminCourseId(created),
        published: false,
        publishedAt: null,
        students: 0,
        createdAt: now(),
        updatedAt: now(),
      });
      adminDb.courses.push(course);
      audit(actor, 'course.create', course.id, null, checked.body);
      return HttpResponse.json({ message: m.COURSE_CREATED, course }, { status: 201 });
    }),
  ),
  http.put(
    adminUrl('/courses/:courseId'),
    asStaff(async ({ request, params, actor }) => {
      const checked = await checkedBody(request, UpdateCourseRequest);
      if ('invalid' in checked) return checked.invalid;
      const { version, ...fields } = checked.body;
      const problem = refusal(fields);
      if (problem) return errorResponse(400, problem, 'VALIDATION');
      const course = findCourse(params.courseId!);
      if (!course) return errorResponse(404, m.COURSE_NOT_FOUND);
      if (version !== course.version) return errorResponse(409, m.COURSE_STALE);
      if (slugTaken(fields.slug, course.id)) return errorResponse(409, m.SLUG_TAKEN);
      const before = { ...course };
      Object.assign(course, fields, { updatedAt: now(), version: course.version + 1 });
      audit(actor, 'course.update', course.id, before, fields);
      return HttpResponse.json({ message: m.COURSE_SAVED, course });
    }),
  ),
  http.post(adminUrl('/courses/:courseId/publish'), setPublished(true)),
  http.post(adminUrl('/courses/:courseId/unpublish'), setPublished(false)),
  http.put(
    adminUrl('/courses/:courseId/thumbnail'),
    asStaff(async ({ request, params }) => {
      const course = findCourse(params.courseId!);
      if (!course) return errorResponse(404, m.COURSE_NOT_FOUND);
      const file = await uploadedFile(request);
      if (!file) return errorResponse(400, m.UPLOAD_MISSING);
      if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type))
        return errorResponse(415, m.THUMBNAIL_TYPE);
      course.thumbnail = `/media/thumbnails/${course.id}.webp`;
      course.version += 1;
      return HttpResponse.json({ message: m.THUMBNAIL_SAVED, course });
    }),
  ),
];
