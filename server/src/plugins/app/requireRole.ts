import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROLE_REQUIRED, SESSION_EXPIRED } from '@contract/messages/common';
import type { Role } from '@contract/roles';
import { forbidden, unauthorized } from '../../lib/httpError';
import { findAccountStanding, type AccountStanding } from '../../repositories/users';

type PreHandler = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `onRequest` hook of staff routes, added after `authenticate`: the account's role is read
     * from the database on every call, so granting or revoking a role (or disabling an account)
     * applies at once rather than when the access token expires. 403 for other roles.
     */
    requireRole(...roles: Role[]): PreHandler;
  }
  interface FastifyRequest {
    /** The caller's account as the first role check of this request read it. */
    accountStanding: AccountStanding | undefined;
  }
}

export const requireRolePlugin = fp(
  async (fastify) => {
    fastify.decorateRequest('accountStanding', undefined);
    fastify.decorate('requireRole', (...roles: Role[]): PreHandler => {
      const allowed = new Set<string>(roles);
      return async (request) => {
        // Nobody signed in (a route whose `access` let a visitor past authenticate) has no role.
        if (!request.userId) throw unauthorized();
        // Read once per request, however many checks the route has.
        const standing = (request.accountStanding ??= await findAccountStanding(
          fastify.db,
          request.userId,
        ));
        if (!standing || standing.disabled) throw unauthorized(SESSION_EXPIRED);
        if (!allowed.has(standing.role)) throw forbidden(ROLE_REQUIRED);
      };
    });
  },
  { name: 'requireRole', dependencies: ['db', 'authenticate'] },
);
