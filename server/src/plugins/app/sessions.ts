import fp from 'fastify-plugin';
import { REFRESH_COOKIE } from '@contract/constants';
import { createAccessTokens, type AccessTokens } from '../../services/accessTokens';
import { createSessions, type Sessions } from '../../services/sessions';

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
    fastify.decorateReply('setRefreshCookie', function (refreshToken: string) {
      this.setCookie(REFRESH_COOKIE, refreshToken, {
        ...cookie,
        maxAge: config.tokens.refreshTtlSeconds,
      });
    });
    fastify.decorateReply('clearRefreshCookie', function () {
      this.clearCookie(REFRESH_COOKIE, cookie);
    });
    fastify.decorateReply('startSession', async function (userId: string) {
      const { sessionId, refreshToken } = await sessions.start(userId);
      this.setRefreshCookie(refreshToken);
      return accessTokens.sign({ userId, sessionId });
    });
  },
  { name: 'sessions', dependencies: ['config', 'db', 'clock', 'cookie'] },
);
