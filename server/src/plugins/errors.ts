import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorResponse } from '@contract/types';
import { HttpError } from '../lib/httpError';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  params?: { missingProperty?: string };
}

/** "email is required." / "limit must be <= 50." from the first schema failure. */
export function validationMessage(issues: ValidationIssue[], context?: string): string {
  const issue = issues[0];
  if (!issue) return 'The request is not valid.';
  const missing = issue.params?.missingProperty;
  if (missing) return `${missing} is required.`;
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || context || 'request';
  return `${field} ${issue.message ?? 'is not valid'}.`;
}

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Every failure leaves as `{ message, code? }` with its status; details of a 5xx stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let status = error.statusCode ?? 500;
    let body: ErrorResponse;
    if (error instanceof HttpError) {
      body = { message: error.message, ...(error.code ? { code: error.code } : {}) };
      if (status >= 500)
        request.log.error({ err: (error as { cause?: unknown }).cause ?? error }, error.message);
    } else if ('validation' in error && error.validation) {
      status = 400;
      body = {
        message: validationMessage(error.validation as ValidationIssue[], error.validationContext),
        code: 'VALIDATION',
      };
    } else if (status === 429) {
      body = { message: error.message, code: 'RATE_LIMITED' };
    } else if (status >= 400 && status < 500) {
      body = { message: error.message };
    } else {
      status = 500;
      request.log.error({ err: error }, 'Unhandled error');
      body = { message: INTERNAL_MESSAGE };
    }
    void reply.status(status).send(body);
  });
}
