import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminOverviewSchemas as s } from '@contract/schemas/admin/overview';
import { overview } from '../../../services/admin/overview';
import { named } from '../../../lib/pluginName';

/** GET /api/admin/overview. */
export const adminOverviewRoutes: FastifyPluginAsyncTypebox = named(
  'admin-overview routes',
  async (fastify) => {
    fastify.get('/overview', { schema: s.get }, async () =>
      overview(fastify.db, new Date(fastify.clock.now())),
    );
  },
);
