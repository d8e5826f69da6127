import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REFRESH_COOKIE } from '@contract/constants';
import { authSchemas } from '@contract/schemas/auth';
import {
  checkCredentials,
  registerAccount,
  rotateRefreshToken,
  sessionExpired,
  signedInUser,
  signOut,
} from '../../../services/auth/auth';
import { named } from '../../../lib/pluginName';

/** Registration, sign-in, sign-out, token refresh and the current user, under /api/auth. */
export const sessionRoutes: FastifyPluginAsyncTypebox = named('session routes', async (fastify) => {
  // Only /user needs a token: registering, signing in and out and refreshing are how one gets it.
  fastify.addHook('onRequest', fastify.authenticate);
  const publicRoute = { access: 'public' as const };
  const limited = { ...publicRoute, rateLimit: fastify.perIpLimit };

  fastify.post(
    '/register',
    { schema: authSchemas.register, config: limited },
    async (request, reply) => reply.status(201).send(await registerAccount(fastify, request.body)),
  );

  fastify.post('/login', { schema: authSchemas.login, config: limited }, async (request, reply) => {
    const user = await checkCredentials(fastify, request.body, request.ip);
    return { accessToken: await reply.startSession(user.id), user };
  });

  fastify.post(
    '/logout',
    { schema: authSchemas.logout, config: publicRoute, preHandler: fastify.verifyCsrf },
    async (request, reply) => {
      const answer = await signOut(fastify, request.cookies[REFRESH_COOKIE]);
      reply.clearRefreshCookie();
      return answer;
    },
  );

  fastify.post(
    '/refresh-token',
    { schema: authSchemas.refresh, config: publicRoute, preHandler: fastify.verifyCsrf },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw sessionExpired();
      const outcome = await rotateRefreshToken(fastify, token, request.log);
      if (!outcome.ok) {
        reply.clearRefreshCookie();
        throw sessionExpired();
      }
      reply.setRefreshCookie(outcome.refreshToken);
      return { accessToken: await fastify.accessTokens.sign(outcome) };
    },
  );

  fastify.get('/user', { schema: authSchemas.currentUser }, async (request) =>
    signedInUser(fastify, request.userId),
  );
});
