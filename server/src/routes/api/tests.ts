import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { examsSchemas } from '@contract/schemas/exams';
import { sendKeptAnswer } from '../../lib/sendKeptAnswer';
import { named } from '../../lib/pluginName';

/**
 * The academy's tests as products, under /api/tests (public): kept serialised by the catalogue and
 * compressed once, with an ETag, like the course catalogue.
 */
export const testsRoutes: FastifyPluginAsyncTypebox = named('tests routes', async (fastify) => {
  fastify.get('/', { schema: examsSchemas.catalogue, compress: false }, async (request, reply) => {
    const answer = await fastify.catalogue.tests();
    // Revalidated every time (a 304 by its ETag): a test put on sale shows at once.
    void reply.header('cache-control', 'public, no-cache');
    return sendKeptAnswer(request, reply, answer);
  });
});
