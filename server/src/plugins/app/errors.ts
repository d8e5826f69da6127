import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { INTERNAL_ERROR, NOT_FOUND } from '@contract/messages/common';
import { DATABASE_UNREACHABLE } from '@contract/messages/health';
import type { ErrorResponse } from '@contract/types';
import { schemaErrorMessage, type SchemaIssue } from '@contract/validation/schemaErrors';
import { isDatabaseUnreachable } from '../../lib/databaseUnreachable';
import { HttpError } from '../../lib/httpError';
import { wantsSpaPage } from '../external/spa';

/**
 * Every failure leaves as `{ message, code? }` with its status; details of a 5xx stay in the log.
 * A path nothing answers is a JSON 404, or the SPA's page for a page request (spa.ts).
 */
export const errorsPlugin = fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      let status = error.statusCode ?? 500;
      let body: ErrorResponse;
      if (error instanceof HttpError) {
        body = {
          message: error.message,
          ...(error.code ? { code: error.code } : {}),
          ...(error.problems ? { problems: error.problems } : {}),
        };
        // Shedding load is expected under a crowd; logging each refusal would add to the load.
        if (status >= 500 && error.code !== 'SERVER_BUSY')
          request.log.error({ err: error.cause ?? error }, error.message);
      } else if ('validation' in error && error.validation) {
        status = 400;
        body = {
          message: schemaErrorMessage(error.validation as SchemaIssue[], error.validationContext),
          code: 'VALIDATION',
        };
      } else if (status === 429) {
        body = { message: error.message, code: 'RATE_LIMITED' };
      } else if (status >= 400 && status < 500) {
        body = { message: error.message };
      } else if (isDatabaseUnreachable(error)) {
        // The balancer's readiness check takes this node out until PostgreSQL is back.
        status = 503;
        request.log.warn({ err: error }, 'Database unreachable');
        body = { message: DATABASE_UNREACHABLE };
      } else {
        status = 500;
        request.log.error({ err: error }, 'Unhandled error');
        body = { message: INTERNAL_ERROR };
      }
      void reply.status(status).send(body);
    });

    const spa = Boolean(fastify.config?.spaDir);
    fastify.setNotFoundHandler((request, reply) => {
      if (spa && wantsSpaPage(request)) return fastify.sendSpaPage(request, reply);
      return reply.status(404).send({ message: NOT_FOUND });
    });
  },
  { name: 'errors' },
);
