import type { FastifyReply } from 'fastify';
import { REFRESH_COOKIE } from '@contract/constants';
import type { AppContext } from '../../context';

export const REFRESH_COOKIE_PATH = '/api/auth';

export function setRefreshCookie(reply: FastifyReply, ctx: AppContext, refreshToken: string): void {
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    maxAge: ctx.config.tokens.refreshTtlSeconds,
  });
}

export function clearRefreshCookie(reply: FastifyReply, ctx: AppContext): void {
  reply.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
  });
}

/** A new session for the user: refresh cookie set, access token (naming the session) returned. */
export async function startSession(
  reply: FastifyReply,
  ctx: AppContext,
  userId: string,
): Promise<string> {
  const { sessionId, refreshToken } = await ctx.sessions.start(userId);
  setRefreshCookie(reply, ctx, refreshToken);
  return ctx.accessTokens.sign({ userId, sessionId });
}
