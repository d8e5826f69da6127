import type { FastifyInstance } from 'fastify';

/**
 * What the exam engine's services use of the app: the database, the job queue, the forms (read
 * once per version) and whose each attempt is, the signer of listening addresses, the media
 * storage (recordings), the settings and the clock (for signed addresses; the exam clock itself is
 * the database's).
 */
export type ExamEngine = Pick<
  FastifyInstance,
  | 'db'
  | 'jobs'
  | 'examForms'
  | 'examAttemptForms'
  | 'examAudioUrls'
  | 'examClock'
  | 'media'
  | 'config'
  | 'clock'
  | 'log'
>;
