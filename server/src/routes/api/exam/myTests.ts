import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { examsSchemas as s } from '@contract/schemas/exams';
import { briefing, startAttempt } from '../../../services/exams/attempts';
import { myTests } from '../../../services/exams/myTests';
import { named } from '../../../lib/pluginName';

/** The learner's bought tests (the Tests tab), and what to read before starting one. */
export const myTestsRoutes: FastifyPluginAsyncTypebox = named(
  'my-tests routes',
  async (fastify) => {
    fastify.get('/my-tests', { schema: s.myTests }, async (request) =>
      myTests(fastify, request.userId),
    );

    fastify.get('/entitlements/:entitlementId/briefing', { schema: s.briefing }, async (request) =>
      briefing(fastify, request.userId, request.params.entitlementId),
    );

    fastify.post('/entitlements/:entitlementId/start', { schema: s.start }, async (request) =>
      startAttempt(fastify, request.userId, request.params.entitlementId, request.body),
    );
  },
);
