import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROLE_REQUIRED, SESSION_EXPIRED } from '@contract/messages/common';
import type { Role } from '@contract/roles';
import { forbidden, unauthorized } from '../../lib/httpError';
import { findAccountStanding } from '../../repositories/users';

type PreHandler = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for staff routes, placed after `authenticate`: the account's role is read from the
     * database on every call, so granting or revoking a role (or disabling an account) applies at
     * once rather than when the access token expires. 403 for other roles.
     */
    requireRole(...roles: Role[]): PreHandler;
  }
}

export const requireRolePlugin = fp(
  async (fastify) => {
    fastify.decorate('requireRole', (...roles: Role[]): PreHandler => {
      const allowed = new Set<string>(roles);
      return async (request) => {
        const standing = await findAccountStanding(fastify.db, request.userId);
        if (!standing || standing.disabled) throw unauthorized(SESSION_EXPIRED);
        if (!allowed.has(standing.role)) throw forbidden(ROLE_REQUIRED);
      };
    });
  },
  { name: 'requireRole', dependencies: ['db', 'authenticate'] },
);
