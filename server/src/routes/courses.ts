import type { FastifyInstance } from 'fastify';
import type { CourseDetailResponse, CoursesQuery } from '@contract/types';
import { COURSES_MAX_LIMIT, COURSES_PAGE_SIZE } from '@contract/constants';
import type { AppContext } from '../context';
import { notFound } from '../lib/httpError';
import type { ContentEncoding } from '../services/catalogue';
import { courseDetail } from '../services/courseDetails';

const courseParams = {
  type: 'object',
  required: ['course'],
  properties: {
    course: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9-]+$' },
  },
} as const;

const coursesSchema = {
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
      limit: {
        type: 'integer',
        minimum: 1,
        maximum: COURSES_MAX_LIMIT,
        default: COURSES_PAGE_SIZE,
      },
    },
  },
} as const;

function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

export function courseRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Pages are compressed once and kept (see catalogue.ts), not by @fastify/compress on every request.
  app.get<{ Querystring: CoursesQuery }>(
    '/courses',
    { schema: coursesSchema, compress: false },
    async (request, reply) => {
      const page = await ctx.catalogue.page(request.query.page, request.query.limit);
      void reply
        .header('cache-control', 'public, max-age=60')
        .header('etag', page.etag)
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
      void reply.type('application/json; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding) return reply.header('content-encoding', encoding).send(page.encoded(encoding));
      return reply.send(page.body);
    },
  );

  app.get<{ Params: { course: string }; Reply: CourseDetailResponse }>(
    '/courses/:course',
    { schema: { params: courseParams } },
    async (request) => {
      const course = await courseDetail(ctx.db, request.params.course);
      if (!course) throw notFound('Course not found.');
      return { course };
    },
  );
}
