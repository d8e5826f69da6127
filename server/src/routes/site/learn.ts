import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { learnSchemas } from '@contract/schemas/learn';
import { coursePlayerPage } from '../../services/coursePlayer';

/** GET /learn/:courseId on the site's own origin: the local course player, an HTML page. */
export const learnRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/learn/:courseId', { schema: learnSchemas.player }, async (request, reply) => {
    const { found, html } = await coursePlayerPage(fastify.db, request.params.courseId);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .status(found ? 200 : 404)
      .send(html);
  });
};
