import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { apiUrl } from '../http';

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
];
