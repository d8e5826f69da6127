import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '@contract/messages/common';
import { sharedRateLimitStore } from '../../services/limits/sharedRateLimitStore';

/**
 * Per-IP limits (@fastify/rate-limit) on the routes that ask for one in `config.rateLimit`
 * (sign-in, mail-sending, contact); not registered at all when RATE_LIMIT=off. On PostgreSQL the
 * counts live in the database, shared by every node; on the embedded database, in memory.
 */
export const rateLimitPlugin = fp(
  async (fastify) => {
    if (!fastify.config.rateLimit.enabled) return;
    await fastify.register(rateLimit, {
      global: false,
      ...(fastify.db.kind === 'postgres' ? { store: sharedRateLimitStore(fastify.db) } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: tooManyRequests(context.after),
        code: 'RATE_LIMITED',
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'db'] },
);
