import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { emailLinkRoutes } from './emailLinks';
import { googleRoutes } from './google';
import { sessionRoutes } from './session';
import { named } from '../../../lib/pluginName';

/** Everything under /api/auth: sessions, mailed links, Google sign-in. */
export const authRoutes: FastifyPluginAsyncTypebox = named('auth routes', async (fastify) => {
  await fastify.register(sessionRoutes);
  await fastify.register(emailLinkRoutes);
  await fastify.register(googleRoutes, { prefix: '/google' });
});
