import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context';
import { unauthorized } from '../lib/httpError';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on routes that need a signed-in user. */
    userId: string;
  }
}

const SESSION_OVER = 'Your session has expired. Please sign in again.';

/**
 * preHandler for bearer-token routes: a valid access token whose session still stands, or 401 (the
 * SPA then refreshes, and a signed-out session cannot).
 */
export function createAuthGuard(
  ctx: Pick<AppContext, 'accessTokens' | 'sessions'>,
): preHandlerAsyncHookHandler {
  return async function authGuard(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    if (!token) throw unauthorized();
    const result = await ctx.accessTokens.verify(token);
    if ('error' in result)
      throw unauthorized(result.error === 'expired' ? SESSION_OVER : undefined);
    if (!(await ctx.sessions.isLive(result.sessionId, result.userId)))
      throw unauthorized(SESSION_OVER);
    request.userId = result.userId;
  };
}
