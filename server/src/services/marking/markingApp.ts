import type { FastifyInstance } from 'fastify';
import type { Role } from '@contract/roles';

/** What the marking and results services use of the app. */
export type MarkingApp = Pick<
  FastifyInstance,
  'db' | 'clock' | 'config' | 'jobs' | 'outbox' | 'marking' | 'log' | 'media'
>;

/** The evaluator (or admin) acting: the audit log names them; candidates are never named to them. */
export interface Marker {
  id: string;
  email: string;
  role: Role;
}

export const nowOf = (app: Pick<FastifyInstance, 'clock'>): Date => new Date(app.clock.now());
