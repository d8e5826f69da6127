import { Type } from 'typebox';
import { errors } from './common';

const tags = ['health'];

export const HealthResponse = Type.Object({
  status: Type.Literal('ok'),
  /** The process that answered (also in the x-academy-node header). */
  node: Type.String(),
});

export const healthSchemas = {
  live: {
    tags,
    summary: 'Liveness: the process answers (for a supervisor deciding whether to restart it)',
    response: { 200: HealthResponse },
  },
  ready: {
    tags,
    summary:
      'Readiness: the database answers and the process is not stopping; 503 with a message otherwise',
    response: { 200: HealthResponse, ...errors(503) },
  },
};
