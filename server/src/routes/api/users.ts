import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { billingSchemas } from '@contract/schemas/billing';
import { usersSchemas } from '@contract/schemas/users';
import { cancelEmailChange, resendEmailChange } from '../../services/profile/emailChange';
import { savedBilling } from '../../services/orders/orderBilling';
import { assertOwnProfile, profileStatus, updateProfile } from '../../services/profile/profile';
import { named } from '../../lib/pluginName';

/** The signed-in learner's profile and email change, under /api/users. */
export const usersRoutes: FastifyPluginAsyncTypebox = named('users routes', async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.put('/:id', { schema: usersSchemas.updateProfile }, async (request) => {
    assertOwnProfile(request.params.id, request.userId);
    const { userId, sessionId, ip } = request;
    return updateProfile(fastify, { userId, sessionId, ip }, request.body);
  });

  fastify.get('/billing-details', { schema: billingSchemas.savedBilling }, async (request) =>
    savedBilling(fastify.db, request.userId),
  );

  fastify.get('/profile-status', { schema: usersSchemas.profileStatus }, async (request) =>
    profileStatus(fastify.db, request.userId),
  );

  fastify.post(
    '/:id/email-change/resend',
    { schema: usersSchemas.resendEmailChange, config: { rateLimit: fastify.perIpLimit } },
    async (request) => {
      assertOwnProfile(request.params.id, request.userId);
      return resendEmailChange(fastify, request.userId);
    },
  );

  fastify.delete(
    '/:id/email-change',
    { schema: usersSchemas.cancelEmailChange },
    async (request) => {
      assertOwnProfile(request.params.id, request.userId);
      return cancelEmailChange(fastify, request.userId);
    },
  );
});
