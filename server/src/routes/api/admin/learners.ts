import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminLearnersSchemas as s } from '@contract/schemas/admin/learners';
import {
  adminLearnerList,
  changeRole,
  grantRoleByEmail,
  learnerDetail,
  resendLearnerVerification,
  setLearnerDisabled,
  staffList,
} from '../../../services/admin/learners';
import { named } from '../../../lib/pluginName';

/** Accounts, under /api/admin/learners, and the staff list and roles under /api/admin/staff. */
export const adminLearnersRoutes: FastifyPluginAsyncTypebox = named(
  'admin-learners routes',
  async (fastify) => {
    fastify.get('/learners', { schema: s.list }, async (request) =>
      adminLearnerList(fastify.db, request.query),
    );

    fastify.get('/learners/:userId', { schema: s.get }, async (request) =>
      learnerDetail(fastify.db, request.params.userId),
    );

    fastify.post(
      '/learners/:userId/resend-verification',
      { schema: s.resendVerification },
      async (request) => resendLearnerVerification(fastify, request.staff, request.params.userId),
    );

    fastify.post('/learners/:userId/disable', { schema: s.disable }, async (request) =>
      setLearnerDisabled(fastify, request.staff, request.params.userId, true),
    );

    fastify.post('/learners/:userId/enable', { schema: s.enable }, async (request) =>
      setLearnerDisabled(fastify, request.staff, request.params.userId, false),
    );

    fastify.get('/staff', { schema: s.staff }, async () => staffList(fastify.db));

    fastify.post(
      '/staff',
      { schema: s.grantRole, onRequest: fastify.requireRole('admin') },
      async (request) => grantRoleByEmail(fastify, request.staff, request.body),
    );

    fastify.put(
      '/staff/:userId/role',
      { schema: s.setRole, onRequest: fastify.requireRole('admin') },
      async (request) =>
        changeRole(fastify, request.staff, request.params.userId, request.body.role),
    );
  },
);
