import fp from 'fastify-plugin';
import { createPollingWorker } from '../../lib/pollingWorker';
import { createJobQueue, type JobHandler, type ScheduleOptions } from '../../services/jobs/queue';
import type { JobKind, JobPayloads } from '../../services/jobs/kinds';

export interface AppJobs {
  /** Queues a job (in `options.tx` when given); a job due now starts right after the commit. */
  schedule<K extends JobKind>(
    kind: K,
    payload: JobPayloads[K],
    options?: ScheduleOptions,
  ): Promise<{ id: string; created: boolean }>;
  /** Registers the handler of a kind (once, while the app is built). */
  handle<K extends JobKind>(kind: K, handler: JobHandler<K>): void;
  /** Runs every due job of the kinds handled here and waits for them (tests; JOBS_POLL_MS=0). */
  runDue(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue every process of the cluster runs (docs/exams.md, "The job queue"). */
    jobs: AppJobs;
  }
}

/**
 * A run after each job due now is committed goes through the background tasks, so `tasks.idle()`
 * (tests, shutdown) waits for it. The worker polls every JOBS_POLL_MS from the moment the app is
 * ready and stops when it closes, letting the jobs under way finish; leased jobs of a process that
 * died are taken again by another once their lease runs out.
 */
export const jobsPlugin = fp(
  async (fastify) => {
    const { pollMs, ...settings } = fastify.config.jobs;
    const queue = createJobQueue({
      db: fastify.db,
      log: fastify.log,
      settings,
      onDue: () => fastify.tasks.run('job queue', () => worker.run()),
    });
    const worker = createPollingWorker({
      work: {
        runDue: (options) => queue.runDue(options),
        batchSize: queue.batchSize,
        prune: () => queue.pruneDone(),
      },
      pollMs,
      log: fastify.log,
      failure: 'Job queue run failed',
    });
    fastify.decorate('jobs', {
      schedule: queue.schedule,
      handle: queue.handle,
      runDue: () => worker.run(),
    } satisfies AppJobs);
    fastify.addHook('onReady', async () => worker.start());
    fastify.addHook('onClose', () => worker.stop());
  },
  // Registered after the tasks, so its close hook (run first) ends the worker before tasks.idle().
  { name: 'jobs', dependencies: ['config', 'db', 'tasks'] },
);
