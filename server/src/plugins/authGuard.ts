import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AccessTokens } from '../services/accessTokens';
import { unauthorized } from '../lib/httpError';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on routes that need a signed-in user. */
    userId: string;
  }
}

/** preHandler for bearer-token routes: a valid access token, or 401 (the SPA then refreshes). */
export function createAuthGuard(tokens: AccessTokens): preHandlerAsyncHookHandler {
  return async function authGuard(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    if (!token) throw unauthorized();
    const result = await tokens.verify(token);
    if ('error' in result) {
      throw unauthorized(
        result.error === 'expired'
          ? 'Your session has expired. Please sign in again.'
          : 'Please sign in to continue.',
      );
    }
    request.userId = result.userId;
  };
}
