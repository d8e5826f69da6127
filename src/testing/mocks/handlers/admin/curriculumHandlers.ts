import { http, HttpResponse } from 'msw';
import * as m from '@contract/messages/admin';
import * as captions from '@contract/messages/captions';
import { IdList } from '@contract/schemas/admin/common';
import {
  CreateLessonRequest,
  SectionRequest,
  UpdateLessonRequest,
} from '@contract/schemas/admin/courses';
import type { AdminCourse, AdminSection } from '@contract/types';
import { webVttProblem } from '@contract/validation/webvtt';
import { buildLesson, lessonId, sectionId } from '../../adminFixtures';
import { checkedBody, errorResponse } from '../../http';
import { adminUrl, asStaff, audit } from './adminGuard';
import { findCourse } from './adminCoursesHandlers';
import { uploadedFile } from './uploadedFile';

let counter = 500;
const lessonsOf = (course: AdminCourse) => course.sections.flatMap((section) => section.lessons);
const findLesson = (courseId: string, lessonId: string) => {
  const course = findCourse(courseId);
  return course && lessonsOf(course).find((row) => row.id === lessonId);
};
const titleProblem = (title: string, required: string) =>
  !title.trim() ? required : title.trim().length > 120 ? m.TITLE_TOO_LONG : undefined;
const reorder = <T extends { id: string }>(items: T[], ids: string[]): T[] | null =>
  ids.length === items.length && items.every((item) => ids.includes(item.id))
    ? ids.map((id, position) => ({ ...items.find((item) => item.id === id)!, position }))
    : null;

/** The course and section named in the address, or the 404 the server gives. */
function sectionAt(
  params: Record<string, string>,
): { course: AdminCourse; section?: AdminSection } | Response {
  const course = findCourse(params.courseId!);
  if (!course) return errorResponse(404, m.COURSE_NOT_FOUND);
  const section = course.sections.find((row) => row.id === params.sectionId);
  if (params.sectionId && !section) return errorResponse(404, m.SECTION_NOT_FOUND);
  return { course, section };
}

const sectionPath = '/courses/:courseId/sections/:sectionId';
const lessonPath = '/courses/:courseId/lessons/:lessonId';

export const curriculumHandlers = [
  http.post(
    adminUrl('/courses/:courseId/sections'),
    asStaff(async ({ request, params, actor }) => {
      const checked = await checkedBody(request, SectionRequest);
      if ('invalid' in checked) return checked.invalid;
      const problem = titleProblem(checked.body.title, m.SECTION_TITLE_REQUIRED);
      if (problem) return errorResponse(400, problem, 'VALIDATION');
      const found = sectionAt(params);
      if (found instanceof Response) return found;
      const section = {
        id: sectionId((counter += 1)),
        title: checked.body.title.trim(),
        position: found.course.sections.length,
        lessons: [],
      };
      found.course.sections.push(section);
      audit(actor, 'section.create', section.id, null, { title: section.title });
      return HttpResponse.json({ message: m.SECTION_CREATED, section }, { status: 201 });
    }),
  ),
  http.put(
    adminUrl('/courses/:courseId/sections/order'),
    asStaff(async ({ request, params }) => {
      const checked = await checkedBody(request, IdList);
      if ('invalid' in checked) return checked.invalid;
      const found = sectionAt(params);
      if (found instanceof Response) return found;
      const sections = reorder(found.course.sections, checked.body.ids);
      if (!sections) return errorResponse(409, m.ORDER_MISMATCH);
      found.course.sections = sections;
      return HttpResponse.json({ message: m.SECTIONS_REORDERED, sections });
    }),
  ),
  http.put(
    adminUrl(sectionPath),
    asStaff(async ({ request, params }) => {
      const checked = await checkedBody(request, SectionRequest);
      if ('invalid' in checked) return checked.invalid;
      const problem = titleProblem(checked.body.title, m.SECTION_TITLE_REQUIRED);
      if (problem) return errorResponse(400, problem, 'VALIDATION');
      const found = sectionAt(params);
      if (found instanceof Response) return found;
      found.section!.title = checked.body.title.trim();
      return HttpResponse.json({ message: m.SECTION_SAVED, section: found.section });
    }),
  ),
  http.delete(
    adminUrl(sectionPath),
    asStaff(({ params }) => {
      const found = sectionAt(params);
      if (found instanceof Response) return found;
      found.course.sections = found.course.sections.filter((row) => row !== found.section);
      return HttpResponse.json({ message: m.SECTION_DELETED });
    }),
  ),
  http.post(
    adminUrl(`${sectionPath}/lessons`),
    asStaff(async ({ request, params }) => {
      const checked = await checkedBody(request, CreateLessonRequest);
      if ('invalid' in checked) return checked.invalid;
      const problem = titleProblem(checked.body.title, m.LESSON_TITLE_REQUIRED);
      if (problem) return errorResponse(400, problem, 'VALIDATION');
      const found = sectionAt(params);
      if (found instanceof Response) return found;
      const lessons = found.section!.lessons;
      const lesson = buildLesson((counter += 1), found.section!.id, {
        ...checked.body,
        id: lessonId(counter),
        position: lessons.length,
      });
      lessons.push(lesson);
      return HttpResponse.json({ message: m.LESSON_CREATED, lesson }, { status: 201 });
    }),
  ),
  http.put(
    adminUrl(`${sectionPath}/lessons/order`),
    asStaff(async ({ request, params }) => {
      const checked = await checkedBody(request, IdList);
      if ('invalid' in checked) return checked.invalid;
      const found = sectionAt(params);
      if (found instanceof Response) return found;
      const lessons = reorder(found.section!.lessons, checked.body.ids);
      if (!lessons) return errorResponse(409, m.ORDER_MISMATCH);
      found.section!.lessons = lessons;
      return HttpResponse.json({ message: m.LESSONS_REORDERED, lessons });
    }),
  ),
  http.put(
    adminUrl(lessonPath),
    asStaff(async ({ request, params }) => {
      const checked = await checkedBody(request, UpdateLessonRequest);
      if ('invalid' in checked) return checked.invalid;
      const lesson = findLesson(params.courseId!, params.lessonId!);
      if (!lesson) return errorResponse(404, m.LESSON_NOT_FOUND);
      const { version, ...fields } = checked.body;
      if (version !== lesson.version) return errorResponse(409, m.LESSON_STALE);
      Object.assign(lesson, fields, { version: lesson.version + 1 });
      return HttpResponse.json({ message: m.LESSON_SAVED, lesson });
    }),
  ),
  http.delete(
    adminUrl(lessonPath),
    asStaff(({ params }) => {
      const course = findCourse(params.courseId!);
      const section = course?.sections.find((row) =>
        row.lessons.some((l) => l.id === params.lessonId),
      );
      if (!section) return errorResponse(404, m.LESSON_NOT_FOUND);
      section.lessons = section.lessons.filter((row) => row.id !== params.lessonId);
      return HttpResponse.json({ message: m.LESSON_DELETED });
    }),
  ),
  http.put(
    adminUrl(`${lessonPath}/video`),
    asStaff(async ({ request, params }) => {
      const lesson = findLesson(params.courseId!, params.lessonId!);
      if (!lesson) return errorResponse(404, m.LESSON_NOT_FOUND);
      const file = await uploadedFile(request);
      if (!file) return errorResponse(400, m.UPLOAD_MISSING);
      if (!['video/mp4', 'video/webm'].includes(file.type)) return errorResponse(415, m.VIDEO_TYPE);
      lesson.video = { contentType: file.type, byteSize: file.size, originalName: file.name };
      return HttpResponse.json({ message: m.VIDEO_SAVED, lesson });
    }),
  ),
  http.put(
    adminUrl(`${lessonPath}/captions`),
    asStaff(async ({ request, params }) => {
      const lesson = findLesson(params.courseId!, params.lessonId!);
      if (!lesson) return errorResponse(404, m.LESSON_NOT_FOUND);
      const file = await uploadedFile(request);
      if (!file) return errorResponse(400, m.UPLOAD_MISSING);
      // The server's own check of the text (contract/validation/webvtt.ts).
      const text = await file.text();
      if (!text.replace(/^\uFEFF/, '').startsWith('WEBVTT'))
        return errorResponse(415, captions.CAPTIONS_TYPE);
      const problem = webVttProblem(text);
      if (problem) return errorResponse(400, problem);
      lesson.captions = { byteSize: file.size, originalName: file.name };
      return HttpResponse.json({ message: captions.CAPTIONS_SAVED, lesson });
    }),
  ),
];
