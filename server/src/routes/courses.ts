import type { FastifyInstance } from 'fastify';
import type { CoursesQuery } from '../../../src/shared/apiTypes';
import { COURSES_MAX_LIMIT, COURSES_PAGE_SIZE } from '../../../src/shared/constants';
import type { AppContext } from '../context';

const coursesSchema = {
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
      limit: { type: 'integer', minimum: 1, maximum: COURSES_MAX_LIMIT, default: COURSES_PAGE_SIZE },
    },
  },
} as const;

export function courseRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: CoursesQuery }>('/courses', { schema: coursesSchema }, async (request, reply) => {
    const page = await ctx.catalogue.page(request.query.page, request.query.limit);
    void reply.header('cache-control', 'public, max-age=60').header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(page.body);
  });
}
