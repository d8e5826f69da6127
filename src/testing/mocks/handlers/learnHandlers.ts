import { http, HttpResponse } from 'msw';
import { SIGN_IN_REQUIRED } from '@contract/messages/common';
import { COURSE_NOT_FOUND, LESSON_LOCKED, LESSON_NOT_FOUND } from '@contract/messages/courses';
import type { CourseDetail, LessonPlayback } from '@contract/types';
import { db } from '../db';
import { buildCourseDetail } from '../fixtures';
import { apiUrl, errorResponse, userIdOf } from '../http';

/** Every fixture course's page, as the learning area sees it (course n has the slug course-n). */
const details = (): CourseDetail[] =>
  db.courses.map((course, i) => buildCourseDetail(course, i + 1));

const ownedBy = (userId: string | null, courseId: string) =>
  Boolean(userId && db.purchases.get(userId)?.includes(courseId));

export const learnHandlers = [
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
    return HttpResponse.json({
      course: {
        courseId: course._id,
        slug: course.slug,
        title: course.title,
        owned: ownedBy(userIdOf(request), course._id),
        sections: course.sections,
      },
    });
  }),
];
