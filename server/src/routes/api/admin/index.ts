import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '@contract/roles';
import { adminOrdersRoutes } from './orders';

/**
 * The staff console's API under /api/admin. Every route here, present and future, is behind one
 * pair of hooks: signed in (401 otherwise) and staff or admin (403 for a learner). Routes that only
 * admins may call add `fastify.requireRole('admin')` themselves.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('preHandler', fastify.authenticate);
  fastify.addHook('preHandler', fastify.requireRole(...STAFF_ROLES));
  await fastify.register(adminOrdersRoutes);
};
