import { http, HttpResponse } from 'msw';
import { SIGN_IN_REQUIRED } from '@contract/messages/common';
import {
  COURSE_NOT_FOUND,
  LESSON_LOCKED,
  LESSON_NOT_FOUND,
  LESSON_REOPENED,
  PROGRESS_OWNERS_ONLY,
} from '@contract/messages/courses';
import { SaveProgressRequest } from '@contract/schemas/learn';
import type { CourseDetail, LessonPlayback } from '@contract/types';
import { db } from '../db';
import { buildCourseDetail, certificateId } from '../fixtures';
import { apiUrl, checkedBody, errorResponse, userIdOf } from '../http';

/** Every fixture course's page, as the learning area sees it (course n has the slug course-n). */
export const details = (): CourseDetail[] =>
  db.courses.map((course, i) => buildCourseDetail(course, i + 1));

export const ownedBy = (userId: string | null, courseId: string) =>
  Boolean(userId && db.purchases.get(userId)?.includes(courseId));

const progressIn = (userId: string | null, course: CourseDetail) => {
  if (!userId || !ownedBy(userId, course._id)) return [];
  const ids = new Set(
    course.sections.flatMap((section) => section.lessons.map((lesson) => lesson.id)),
  );
  return (db.progress.get(userId) ?? [])
    .filter((entry) => ids.has(entry.lessonId))
    .map(({ savedAt: _savedAt, ...entry }) => entry);
};

/** As the server does: the last lesson of a course completed issues its certificate, once. */
function certificateOnCompletion(userId: string, course: CourseDetail): string | null {
  const issued = db.certificateOf(userId, course._id);
  if (issued) return issued;
  const done = new Set(
    progressIn(userId, course)
      .filter((entry) => entry.completed)
      .map((entry) => entry.lessonId),
  );
  const lessons = course.sections.flatMap((section) => section.lessons);
  if (!lessons.every((lesson) => done.has(lesson.id))) return null;
  const user = db.accounts.get(userId)?.user;
  const id = certificateId(db.certificates.size + 1);
  db.certificates.set(id, {
    id,
    userId,
    courseId: course._id,
    learnerName: user?.name ?? '',
    courseTitle: course.title,
    issuedAt: new Date().toISOString(),
    revokedAt: null,
  });
  return id;
}

export const learnHandlers = [
  http.put(apiUrl('/learn/lessons/:lessonId/progress'), async ({ request, params }) => {
    const userId = userIdOf(request);
    if (!userId) return errorResponse(401, SIGN_IN_REQUIRED);
    const checked = await checkedBody(request, SaveProgressRequest);
    if ('invalid' in checked) return checked.invalid;
    const course = details().find((item) =>
      item.sections.some((section) =>
        section.lessons.some((lesson) => lesson.id === params.lessonId),
      ),
    );
    if (!course) return errorResponse(404, LESSON_NOT_FOUND);
    if (!ownedBy(userId, course._id)) return errorResponse(403, PROGRESS_OWNERS_ONLY);
    const earlier = (db.progress.get(userId) ?? []).filter(
      (entry) => entry.lessonId !== params.lessonId,
    );
    const before = db.progress.get(userId)?.find((entry) => entry.lessonId === params.lessonId);
    const progress = {
      lessonId: String(params.lessonId),
      positionSeconds: Math.round(checked.body.positionSeconds),
      completed: Boolean(before?.completed || checked.body.completed),
    };
    db.progress.set(userId, [{ ...progress, savedAt: new Date().toISOString() }, ...earlier]);
    if (!progress.completed) return HttpResponse.json({ progress });
    return HttpResponse.json({ progress, certificateId: certificateOnCompletion(userId, course) });
  }),
  // As the server: a completed lesson marked not done; the certificate issued stays.
  http.delete(apiUrl('/learn/lessons/:lessonId/completion'), ({ request, params }) => {
    const userId = userIdOf(request);
    if (!userId) return errorResponse(401, SIGN_IN_REQUIRED);
    const course = details().find((item) =>
      item.sections.some((section) =>
        section.lessons.some((lesson) => lesson.id === params.lessonId),
      ),
    );
    if (!course) return errorResponse(404, LESSON_NOT_FOUND);
    if (!ownedBy(userId, course._id)) return errorResponse(403, PROGRESS_OWNERS_ONLY);
    const entries = db.progress.get(userId) ?? [];
    const entry = entries.find((item) => item.lessonId === params.lessonId);
    if (entry) entry.completed = false;
    const progress = entry
      ? { lessonId: entry.lessonId, positionSeconds: entry.positionSeconds, completed: false }
      : { lessonId: String(params.lessonId), positionSeconds: 0, completed: false };
    return HttpResponse.json({ progress, message: LESSON_REOPENED });
  }),
  http.get(apiUrl('/learn/lessons/:lessonId/playback'), ({ request, params }): Response => {
    const userId = userIdOf(request);
    for (const course of details())
      for (const lesson of course.sections.flatMap((section) => section.lessons)) {
        if (lesson.id !== params.lessonId) continue;
        if (!lesson.preview && !ownedBy(userId, course._id))
          return userId ? errorResponse(403, LESSON_LOCKED) : errorResponse(401, SIGN_IN_REQUIRED);
        const signed = (kind: string) =>
          `/api/media/lessons/${lesson.id}/${kind}?exp=1&sub=x&sig=y`;
        return HttpResponse.json<LessonPlayback>({
          lesson: { ...lesson, articleHtml: '' },
          media: {
            video: signed('video'),
            captions: signed('captions'),
            poster: signed('poster'),
            expiresAt: new Date(0).toISOString(),
          },
        });
      }
    return errorResponse(404, LESSON_NOT_FOUND);
  }),
  http.get(apiUrl('/learn/:course'), ({ request, params }) => {
    const course = details().find(
      (item) => item._id === params.course || item.slug === params.course,
    );
    if (!course) return errorResponse(404, COURSE_NOT_FOUND);
    const userId = userIdOf(request);
    const owned = ownedBy(userId, course._id);
    return HttpResponse.json({
      course: {
        courseId: course._id,
        slug: course.slug,
        title: course.title,
        owned,
        sections: course.sections,
        progress: progressIn(userIdOf(request), course),
        certificateId: owned ? db.certificateOf(userId!, course._id) : null,
      },
    });
  }),
];
