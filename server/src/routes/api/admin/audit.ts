import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminAuditSchemas as s } from '@contract/schemas/admin/audit';
import { auditPage } from '../../../services/admin/audit';
import { named } from '../../../lib/pluginName';

/** The audit log, read-only, under /api/admin/audit. */
export const adminAuditRoutes: FastifyPluginAsyncTypebox = named(
  'admin-audit routes',
  async (fastify) => {
    fastify.get('/', { schema: s.list }, async (request) => auditPage(fastify.db, request.query));
  },
);
