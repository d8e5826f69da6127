import { http, HttpResponse } from 'msw';
import { COURSE_NOT_FOUND } from '@contract/messages/courses';
import { CoursesQuery } from '@contract/schemas/courses';
import { searchCatalogue } from '../catalogue';
import { db } from '../db';
import { buildCourseDetail } from '../fixtures';
import { apiUrl, checkedQuery, errorResponse } from '../http';

export const coursesHandlers = [
  http.get(apiUrl('/courses'), ({ request }) => {
    const checked = checkedQuery(request, CoursesQuery);
    if ('invalid' in checked) return checked.invalid;
    const { page, limit } = checked.query;
    const found = searchCatalogue(db.courses, db.courseFacts, checked.query);
    return HttpResponse.json({
      data: found.slice((page - 1) * limit, page * limit),
      pagination: {
        page,
        limit,
        totalItems: found.length,
        totalPages: Math.ceil(found.length / limit),
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
