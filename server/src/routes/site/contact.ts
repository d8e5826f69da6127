import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contactSchemas } from '@contract/schemas/contact';
import { receiveContactMessage } from '../../services/contact';
import { named } from '../../lib/pluginName';

/** POST /contact on the site's own origin. */
export const contactRoutes: FastifyPluginAsyncTypebox = named('contact routes', async (fastify) => {
  fastify.post(
    '/contact',
    { schema: contactSchemas.send, config: { rateLimit: fastify.perIpLimit } },
    async (request, reply) =>
      reply.status(201).send(await receiveContactMessage(fastify, request.body)),
  );
});
