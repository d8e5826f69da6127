import fp from 'fastify-plugin';
import { createRecordingSigner, type RecordingSigner } from '../../lib/signing/recordingSignature';
import '../../services/marking/jobKinds';
import { onSectionClosed } from '../../services/marking/sectionClosed';
import { computeSignals } from '../../services/marking/signals/computeSignals';
import { detectSignalTools, type SignalTools } from '../../services/marking/signals/signalTools';
import { releaseResults } from '../../services/results/release';

export interface MarkingRuntime {
  /** A number in [0, 1) for the random second marks (tests hand in their own). */
  random: () => number;
  /** The dictionary, style rules and audio tools of the automatic signals. */
  signals: SignalTools;
  /** Signed addresses of spoken answers, for their evaluators and learner. */
  recordings: RecordingSigner;
}

declare module 'fastify' {
  interface FastifyInstance {
    marking: MarkingRuntime;
  }
}

/**
 * Marking's background work, run by the job queue on any process: a closed expert section's first
 * marking task and signals (`exam.sectionClosed`), the signals themselves (`exam.signals`), and the
 * release of results once everything is marked (`exam.release`).
 */
export const markingPlugin = fp<{ random?: () => number; signalTools?: SignalTools }>(
  async (fastify, options) => {
    fastify.decorate('marking', {
      random: options.random ?? Math.random,
      signals: options.signalTools ?? detectSignalTools(),
      recordings: createRecordingSigner(fastify.config.secrets.jwt),
    } satisfies MarkingRuntime);
    fastify.jobs.handle('exam.sectionClosed', (payload) => onSectionClosed(fastify, payload));
    fastify.jobs.handle('exam.signals', (payload) => computeSignals(fastify, payload));
    fastify.jobs.handle('exam.release', async (payload) => {
      await releaseResults(fastify, payload);
    });
  },
  { name: 'marking', dependencies: ['config', 'clock', 'db', 'media', 'outbox', 'jobs'] },
);
