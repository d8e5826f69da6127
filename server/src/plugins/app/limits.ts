import fp from 'fastify-plugin';
import { createAttemptCounter } from '../../services/limits/attemptCounter';
import {
  createMailLimiter,
  createSignInLimiter,
  type MailLimiter,
  type SignInLimiter,
} from '../../services/limits/rateLimits';
import { warnOwnerOfSignInAttempts } from '../../services/auth/signInWarning';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in attempts per account and client address, and per account. */
    signInLimiter: SignInLimiter;
    /** Mails asked for (verification, reset, email change) per address or account. */
    mailLimiter: MailLimiter;
    /**
     * The per-IP limit of the sign-in, mail-sending and contact routes, for their
     * `config.rateLimit`; undefined when RATE_LIMIT=off.
     */
    perIpLimit: { max: number; timeWindow: number } | undefined;
  }
}

/** The limits counted in the database (shared by every server process), and the per-IP one. */
export const limitsPlugin = fp(
  async (fastify) => {
    const { rateLimit } = fastify.config;
    const attempts = createAttemptCounter(fastify.db, rateLimit.accountWindowMs, fastify.clock);
    fastify.decorate(
      'signInLimiter',
      createSignInLimiter(
        attempts,
        {
          enabled: rateLimit.enabled,
          perClient: rateLimit.accountMax,
          perAccount: rateLimit.accountCeiling,
        },
        (email) => warnOwnerOfSignInAttempts(fastify, email),
      ),
    );
    fastify.decorate(
      'mailLimiter',
      createMailLimiter(attempts, rateLimit.accountMax, rateLimit.enabled),
    );
    fastify.decorate(
      'perIpLimit',
      rateLimit.enabled ? { max: rateLimit.ipMax, timeWindow: rateLimit.ipWindowMs } : undefined,
    );
  },
  { name: 'limits', dependencies: ['config', 'db', 'clock', 'outbox', 'tasks'] },
);
