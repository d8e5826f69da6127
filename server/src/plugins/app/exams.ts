import fp from 'fastify-plugin';
import { createAddressSigner } from '../../lib/signing/addressSigner';
import { createAttemptForms, type AttemptForms } from '../../services/exams/attemptForms';
import { createExamClock, type ExamClock } from '../../services/exams/clock';
import { createFormCache, type FormCache } from '../../services/exams/forms/formCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Test form versions by id, read and indexed once per process. */
    examForms: FormCache;
    /** Whose each attempt is and its form version, read once per process. */
    examAttemptForms: AttemptForms;
    /** Signs the short-lived addresses of listening recordings, per attempt. */
    examAudioUrls: ReturnType<typeof createAddressSigner>;
    /**
     * The server's exam clock: closes sections whose time is up and starts those whose break is
     * over, from the jobs scheduled at each deadline and a sweep every EXAM_SWEEP_MS on every node.
     */
    examClock: ExamClock;
  }
}

/**
 * The exam engine's decorators, its job handlers (`exam.closeSection`, `exam.startSection`) and
 * the sweep, which runs from ready to close; a process that was down catches up at its first sweep.
 */
export const examsPlugin = fp(
  async (fastify) => {
    fastify.decorate('examForms', createFormCache(fastify.db));
    fastify.decorate('examAttemptForms', createAttemptForms(fastify.db));
    fastify.decorate(
      'examAudioUrls',
      createAddressSigner(fastify.config.secrets.jwt, 'exam-audio-addresses'),
    );
    const clock = createExamClock(fastify);
    fastify.decorate('examClock', clock);
    fastify.jobs.handle('exam.closeSection', ({ attemptId }) => clock.settle(attemptId));
    fastify.jobs.handle('exam.startSection', ({ attemptId }) => clock.settle(attemptId));
    fastify.addHook('onReady', async () => clock.start());
    fastify.addHook('onClose', () => clock.stop());
  },
  { name: 'exams', dependencies: ['config', 'db', 'jobs', 'media', 'clock'] },
);
