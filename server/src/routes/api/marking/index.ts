import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { markingSchemas as s } from '@contract/schemas/marking';
import { MARKING_ROLES } from '@contract/roles';
import { claim, release } from '../../../services/marking/claims';
import { saveDraft } from '../../../services/marking/drafts';
import type { Marker } from '../../../services/marking/markingApp';
import { markingOverview } from '../../../services/marking/overview';
import { markingQueue } from '../../../services/marking/queue';
import { submitMark } from '../../../services/marking/submitMark';
import { markingTask } from '../../../services/marking/taskView';
import { named } from '../../../lib/pluginName';

declare module 'fastify' {
  interface FastifyRequest {
    /** The evaluator (or admin) calling a /api/marking route (set after the role check). */
    marker: Marker;
  }
}

/**
 * The marking console's API under /api/marking: evaluators, senior evaluators and admins, checked
 * before the body is read (401 signed out, 403 for any other role). Claiming a task again renews
 * the claim (the marking screen's heartbeat). The overview is for admins only.
 */
export const markingRoutes: FastifyPluginAsyncTypebox = named('marking routes', async (fastify) => {
  fastify.decorateRequest('marker', null as unknown as Marker);
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireRole(...MARKING_ROLES));
  fastify.addHook('onRequest', async (request, reply) => {
    const { id, email, role } = request.accountStanding!;
    request.marker = { id, email, role };
    void reply.header('cache-control', 'private, no-store');
  });

  fastify.get('/queue', { schema: s.queue }, async (request) =>
    markingQueue(fastify, request.marker, request.query),
  );

  fastify.get('/tasks/:taskId', { schema: s.task }, async (request) => ({
    task: await markingTask(fastify, request.marker, request.params.taskId),
  }));

  fastify.post('/tasks/:taskId/claim', { schema: s.claim }, async (request) =>
    claim(fastify, request.marker, request.params.taskId),
  );

  fastify.post('/tasks/:taskId/release', { schema: s.release }, async (request) =>
    release(fastify, request.marker, request.params.taskId),
  );

  fastify.put('/tasks/:taskId/draft', { schema: s.draft }, async (request) =>
    saveDraft(fastify, request.marker, request.params.taskId, request.body),
  );

  fastify.post('/tasks/:taskId/mark', { schema: s.mark }, async (request) =>
    submitMark(fastify, request.marker, request.params.taskId, request.body),
  );

  fastify.get(
    '/overview',
    { schema: s.overview, onRequest: fastify.requireRole('admin') },
    async () => markingOverview(fastify),
  );
});
