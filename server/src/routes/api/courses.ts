import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COURSE_NOT_FOUND } from '@contract/messages/courses';
import { coursesSchemas } from '@contract/schemas/courses';
import { notFound } from '../../lib/httpError';
import { sendSerialised } from '../../lib/sendSerialised';
import { preferredEncoding } from '../../services/catalogue';
import { courseDetail } from '../../services/courseDetails';

/** The public catalogue and course pages, under /api/courses. */
export const coursesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Pages are compressed once and kept by the catalogue, not by @fastify/compress on every request.
  fastify.get(
    '/',
    { schema: coursesSchemas.catalogue, compress: false },
    async (request, reply) => {
      const page = await fastify.catalogue.page(request.query);
      void reply
        .header('cache-control', 'public, max-age=60')
        .header('etag', page.etag)
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send(null);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      return sendSerialised(reply, encoding ? page.encoded(encoding) : page.body, encoding);
    },
  );

  fastify.get('/:course', { schema: coursesSchemas.courseDetail }, async (request) => {
    const course = await courseDetail(fastify.db, request.params.course);
    if (!course) throw notFound(COURSE_NOT_FOUND);
    return { course };
  });
};
