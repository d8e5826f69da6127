import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/constants';
import { CROSS_SITE_REQUEST, CSRF_HEADER_MISSING } from '@contract/messages/common';
import { forbidden } from '../../lib/httpError';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of the cookie-authenticated calls (refresh, logout): a cross-site form or image
     * cannot set a custom header, and a browser's Origin, when sent, must be our own site.
     */
    verifyCsrf(request: FastifyRequest): Promise<void>;
  }
}

export const csrfPlugin = fp(
  async (fastify) => {
    const { siteOrigin } = fastify.config;
    fastify.decorate('verifyCsrf', async function verifyCsrf(request: FastifyRequest) {
      if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) throw forbidden(CSRF_HEADER_MISSING);
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== siteOrigin) throw forbidden(CROSS_SITE_REQUEST);
    });
  },
  { name: 'csrf', dependencies: ['config'] },
);
