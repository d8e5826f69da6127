import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminTestsSchemas as s } from '@contract/schemas/admin/tests';
import {
  adminAttemptList,
  adminTestList,
  grantExtraTime,
  updateTest,
} from '../../../services/admin/tests';
import { named } from '../../../lib/pluginName';

/** The console's tests (under /api/admin/tests) and bought tests with attempts (/api/admin/attempts). */
export const adminTestsRoutes: FastifyPluginAsyncTypebox = named(
  'admin-tests routes',
  async (fastify) => {
    fastify.get('/tests', { schema: s.list }, async () => adminTestList(fastify.db));

    fastify.put('/tests/:testId', { schema: s.update }, async (request) =>
      updateTest(fastify.db, request.staff, request.params.testId, request.body),
    );

    fastify.get('/attempts', { schema: s.attempts }, async (request) =>
      adminAttemptList(fastify.db, request.query),
    );

    fastify.put('/attempts/:entitlementId/extra-time', { schema: s.extraTime }, async (request) =>
      grantExtraTime(fastify.db, request.staff, request.params.entitlementId, request.body),
    );
  },
);
