import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/constants';
import { forbidden } from '../lib/httpError';

/**
 * For the cookie-authenticated calls (refresh, logout): a cross-site form or image cannot set a
 * custom header, and a browser's Origin, when sent, must be our own site.
 */
export function createCsrfGuard(siteOrigin: string): preHandlerAsyncHookHandler {
  return async function csrfGuard(request: FastifyRequest) {
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      throw forbidden('This request was refused: the security header is missing.');
    }
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== siteOrigin) {
      throw forbidden('This request was refused: it did not come from this site.');
    }
  };
}
