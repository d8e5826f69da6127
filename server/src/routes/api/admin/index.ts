import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '@contract/roles';
import { multipartPlugin } from '../../../plugins/external/multipart';
import type { StaffActor } from '../../../services/admin/staffActor';
import { adminAuditRoutes } from './audit';
import { adminCouponsRoutes } from './coupons';
import { adminCoursesRoutes } from './courses';
import { adminCurriculumRoutes } from './curriculum';
import { adminLearnersRoutes } from './learners';
import { adminMessagesRoutes } from './messages';
import { adminOrdersRoutes } from './orders';
import { adminOverviewRoutes } from './overview';
import { adminReviewsRoutes } from './reviews';
import { adminTestFormsRoutes } from './testForms';
import { adminTestsRoutes } from './tests';
import { named } from '../../../lib/pluginName';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member calling a /api/admin route (set after the role check). */
    staff: StaffActor;
  }
}

/**
 * The staff console's API under /api/admin. Every route here, present and future, is behind one
 * pair of hooks: signed in (401 otherwise) and staff or admin (403 for a learner). Routes that only
 * admins may call add `onRequest: fastify.requireRole('admin')` themselves.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = named('admin routes', async (fastify) => {
  // Set by the hook below for every request that reaches a route; starts empty (Fastify's rule
  // for a decorator holding an object).
  fastify.decorateRequest('staff', null, []);
  // onRequest: a caller without the role is turned away before its body is read or validated.
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireRole(...STAFF_ROLES));
  fastify.addHook('onRequest', async (request, reply) => {
    // The account the role check just read.
    const { id, email, role } = request.accountStanding!;
    request.staff = { id, email, role };
    void reply.header('cache-control', 'private, no-store');
  });
  await fastify.register(multipartPlugin);

  await fastify.register(adminOverviewRoutes);
  await fastify.register(adminCoursesRoutes, { prefix: '/courses' });
  await fastify.register(adminCurriculumRoutes, { prefix: '/courses' });
  await fastify.register(adminCouponsRoutes, { prefix: '/coupons' });
  await fastify.register(adminLearnersRoutes);
  await fastify.register(adminMessagesRoutes, { prefix: '/messages' });
  await fastify.register(adminReviewsRoutes, { prefix: '/reviews' });
  await fastify.register(adminAuditRoutes, { prefix: '/audit' });
  await fastify.register(adminOrdersRoutes);
  await fastify.register(adminTestFormsRoutes, { prefix: '/tests' });
  await fastify.register(adminTestsRoutes);
});
