import type { FastifyServerOptions } from 'fastify';
import { redactSecrets } from './redactSecrets';

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

interface RequestLike {
  method: string;
  url: string;
  ip?: string;
}

/**
 * Request logs carry method, redacted URL and address only: no headers (authorization, cookies),
 * no bodies (passwords). The redact list catches the same fields if some code logs them anyway,
 * and every line, whatever wrote it (an error message quoting the address it failed on, Fastify's
 * own warnings), is cut of secret query parameters and access tokens just before it is written.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    hooks: { streamWrite: redactSecrets },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
        '*.secret',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: RequestLike) => ({
        method: request.method,
        url: redactSecrets(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
