import { http, HttpResponse } from 'msw';
import { COURSE_NOT_FOUND } from '@contract/messages/courses';
import { db } from '../db';
import { buildCourseDetail } from '../fixtures';
import { apiUrl, errorResponse } from '../http';

export const coursesHandlers = [
  http.get(apiUrl('/courses'), ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 7);
    const totalItems = db.courses.length;
    return HttpResponse.json({
      data: db.courses.slice((page - 1) * limit, page * limit),
      pagination: {
        page,
        limit,
        totalItems,
        totalPages: Math.max(1, Math.ceil(totalItems / limit)),
      },
    });
  }),
  // Course n answers to its id and to its slug `course-n`.
  http.get(apiUrl('/courses/:course'), ({ params }) => {
    const index = db.courses.findIndex(
      (course, i) => course._id === params.course || `course-${i + 1}` === params.course,
    );
    if (index < 0) return errorResponse(404, COURSE_NOT_FOUND);
    return HttpResponse.json({ course: buildCourseDetail(db.courses[index]!, index + 1) });
  }),
];
