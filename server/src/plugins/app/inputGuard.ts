import fp from 'fastify-plugin';
import { badInputMessage, findBadInput } from '../../lib/badInput';
import { badRequest } from '../../lib/httpError';

/**
 * One hook before every handler: text containing U+0000 (PostgreSQL refuses it) and numbers that
 * are not finite (`Infinity`, `1e400`) are a 400 with a message, wherever they come in.
 */
export const inputGuardPlugin = fp(
  async (fastify) => {
    fastify.addHook('preHandler', async (request) => {
      const parts = { body: request.body, query: request.query, params: request.params };
      for (const [part, value] of Object.entries(parts)) {
        const bad = findBadInput(value);
        if (bad) throw badRequest(badInputMessage(part, bad));
      }
      const header = findBadInput(request.headers);
      if (header)
        throw badRequest(badInputMessage('headers', { ...header, path: `header ${header.path}` }));
    });
  },
  { name: 'input-guard' },
);
