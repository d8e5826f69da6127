import fp from 'fastify-plugin';
import { REFRESH_COOKIE } from '@contract/constants';
import { createAccessTokens, type AccessTokens } from '../../services/auth/accessTokens';
import { createSessions, type Sessions } from '../../services/auth/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Short-lived bearer tokens naming the user and the session. */
    accessTokens: AccessTokens;
    /** Sign-ins as refresh-token families: start, rotate, revoke. */
    sessions: Sessions;
  }
  interface FastifyReply {
    /** A new session for the user: refresh cookie set, access token returned. */
    startSession(userId: string): Promise<string>;
    setRefreshCookie(refreshToken: string): void;
    clearRefreshCookie(): void;
  }
}

/** The refresh cookie lives only on the auth path. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * Set beside the refresh cookie, on every path: this browser may be signed in, so its pages are
 * drawn by the browser (with the learner's navbar), not on the server as a visitor's. It says
 * nothing more, and the server trusts nothing to it.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

export const sessionsPlugin = fp(
  async (fastify) => {
    const { config } = fastify;
    const accessTokens = createAccessTokens(
      config.secrets.jwt,
      config.siteOrigin,
      config.tokens.accessTtlSeconds,
    );
    const sessions = createSessions(fastify.db, config.tokens, fastify.clock);
    fastify.decorate('accessTokens', accessTokens);
    fastify.decorate('sessions', sessions);

    const cookie = {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.secureCookies,
    };
    const hint = { ...cookie, path: '/' };
    fastify.decorateReply('setRefreshCookie', function (refreshToken: string) {
      const maxAge = config.tokens.refreshTtlSeconds;
      this.setCookie(REFRESH_COOKIE, refreshToken, { ...cookie, maxAge });
      this.setCookie(SIGNED_IN_COOKIE, '1', { ...hint, maxAge });
    });
    fastify.decorateReply('clearRefreshCookie', function () {
      this.clearCookie(REFRESH_COOKIE, cookie);
      this.clearCookie(SIGNED_IN_COOKIE, hint);
    });
    fastify.decorateReply('startSession', async function (userId: string) {
      const { sessionId, refreshToken } = await sessions.start(userId);
      this.setRefreshCookie(refreshToken);
      return accessTokens.sign({ userId, sessionId });
    });
  },
  { name: 'sessions', dependencies: ['config', 'db', 'clock', 'cookie'] },
);
