import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_EXPIRED } from '@contract/messages/common';
import { unauthorized } from '../../lib/httpError';

/**
 * Who besides a signed-in user may call a route of a signed-in plugin, named on the route itself
 * (`config: { access: 'public' }`): `public` takes no token and reads none; `visitorOrSignedIn`
 * serves a caller without a token as a visitor, while a token sent must be good (a 401 lets the
 * SPA refresh it).
 */
export type RouteAccess = 'public' | 'visitorOrSignedIn';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The `onRequest` hook of every plugin whose routes need a signed-in user, added once at the
     * plugin's top so no body is read for a caller who may not call: a valid bearer token whose
     * session still stands, or 401 (the SPA then refreshes, and a signed-out session cannot). A
     * route that others may call says so with `config.access`. Role checks (`requireRole(...)`)
     * go after it, reading the user it sets.
     */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`; '' for a visitor. */
    userId: string;
    /** The session (refresh-token family) the access token names, set by `authenticate`. */
    sessionId: string;
  }
  interface FastifyContextConfig {
    /** Who besides a signed-in user may call the route (see RouteAccess); unset: nobody. */
    access?: RouteAccess;
  }
}

export const authenticatePlugin = fp(
  async (fastify) => {
    const { accessTokens, sessions } = fastify;
    fastify.decorateRequest('userId', '');
    fastify.decorateRequest('sessionId', '');
    fastify.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const { access } = request.routeOptions.config;
      if (access === 'public') return;
      const header = request.headers.authorization;
      if (access === 'visitorOrSignedIn' && !header) return;
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
