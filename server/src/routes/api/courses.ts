import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COURSE_NOT_FOUND } from '@contract/messages/courses';
import { coursesSchemas } from '@contract/schemas/courses';
import { notFound } from '../../lib/httpError';
import { sendKeptAnswer } from '../../lib/sendKeptAnswer';
import { courseDetail } from '../../services/catalogue/courseDetails';
import { callerIsStaff } from '../../services/catalogue/staffPreview';
import { named } from '../../lib/pluginName';

/**
 * The public catalogue and course pages, under /api/courses. Their answers are kept serialised by
 * the catalogue and compressed once, not by @fastify/compress on every request.
 */
export const coursesRoutes: FastifyPluginAsyncTypebox = named('courses routes', async (fastify) => {
  fastify.get(
    '/',
    { schema: coursesSchemas.catalogue, compress: false },
    async (request, reply) => {
      const page = await fastify.catalogue.page(request.query);
      void reply.header('cache-control', 'public, max-age=60');
      return sendKeptAnswer(request, reply, page);
    },
  );

  fastify.get(
    '/:course',
    {
      schema: coursesSchemas.courseDetail,
      compress: false,
      // A visitor's page; staff signed in may also read a draft ("view as a learner").
      config: { access: 'visitorOrSignedIn' },
    },
    async (request, reply) => {
      const found = await fastify.catalogue.course(request.params.course);
      if (found) return sendKeptAnswer(request, reply, found.answer);
      const draft =
        (await callerIsStaff(fastify, request)) &&
        (await courseDetail(fastify.db, request.params.course, { includeDrafts: true }));
      if (!draft) throw notFound(COURSE_NOT_FOUND);
      void reply.header('cache-control', 'private, no-store');
      return { course: draft };
    },
  );
});
