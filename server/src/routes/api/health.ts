import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DATABASE_UNREACHABLE, NODE_SHUTTING_DOWN } from '@contract/messages/health';
import { healthSchemas } from '@contract/schemas/health';
import { databaseAnswers } from '../../services/readiness';
import { named } from '../../lib/pluginName';

/** The load balancer's probes: /api/health (the process answers) and /api/ready (send me work). */
export const healthRoutes: FastifyPluginAsyncTypebox = named('health routes', async (fastify) => {
  const node = fastify.config.nodeName;
  const noStore = { 'cache-control': 'no-store' };

  // Probed every second by the balancer: logged only when something is wrong.
  const quiet = { logLevel: 'warn' as const };

  fastify.get('/health', { schema: healthSchemas.live, ...quiet }, async (_request, reply) =>
    reply.headers(noStore).send({ status: 'ok' as const, node }),
  );

  fastify.get('/ready', { schema: healthSchemas.ready, ...quiet }, async (_request, reply) => {
    void reply.headers(noStore);
    // Answered, not thrown: an unready node is expected, not an error to log.
    if (fastify.readiness.stopping) return reply.code(503).send({ message: NODE_SHUTTING_DOWN });
    if (!(await databaseAnswers(fastify.db)))
      return reply.code(503).send({ message: DATABASE_UNREACHABLE });
    return { status: 'ok' as const, node };
  });
});
