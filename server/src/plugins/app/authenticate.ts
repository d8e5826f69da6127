import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_EXPIRED } from '@contract/messages/common';
import { unauthorized } from '../../lib/httpError';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of every route that needs a signed-in user: a valid bearer token whose session
     * still stands, or 401 (the SPA then refreshes, and a signed-out session cannot). Role checks
     * (`requireRole(...)`) go after it, reading the user it sets.
     */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`. */
    userId: string;
    /** The session (refresh-token family) the access token names, set by `authenticate`. */
    sessionId: string;
  }
}

export const authenticatePlugin = fp(
  async (fastify) => {
    const { accessTokens, sessions } = fastify;
    fastify.decorateRequest('userId', '');
    fastify.decorateRequest('sessionId', '');
    fastify.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!token) throw unauthorized();
      const result = await accessTokens.verify(token);
      if ('error' in result)
        throw unauthorized(result.error === 'expired' ? SESSION_EXPIRED : undefined);
      if (!(await sessions.isLive(result.sessionId, result.userId)))
        throw unauthorized(SESSION_EXPIRED);
      request.userId = result.userId;
      request.sessionId = result.sessionId;
    });
  },
  { name: 'authenticate', dependencies: ['sessions'] },
);
