import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './queue';

const PRUNE_EVERY_MS = 60 * 60_000;

export interface JobWorkerOptions {
  queue: Pick<JobQueue, 'runDue' | 'pruneDone' | 'batchSize'>;
  /** How often the queue is looked at; 0: only when run() is called. */
  pollMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Runs the queue's due jobs: when told (a job due now was just committed) and every `pollMs` (jobs
 * scheduled for later or by other processes, retries, leases run out). One run at a time; a call
 * during one makes it look again before it ends, so the returned promise covers every job due
 * and committed before the call.
 */
export function createJobWorker({ queue, pollMs, log }: JobWorkerOptions) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let prunedAt = Date.now();
  const stopping = () => stopped;

  async function drain(): Promise<void> {
    try {
      do {
        again = false;
        // A full batch may leave more due jobs behind it.
        while (!stopped && (await queue.runDue({ stopping })) === queue.batchSize);
      } while (again && !stopped);
    } finally {
      running = undefined;
    }
  }

  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain();
    return running;
  }

  async function poll(): Promise<void> {
    await run();
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await queue.pruneDone();
    }
  }

  function schedule(): void {
    if (stopped || pollMs <= 0) return;
    timer = setTimeout(() => {
      poll()
        .catch((error: unknown) => log.error({ err: error }, 'Job queue run failed'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    run,
    /** Starts polling (when pollMs > 0). */
    start(): void {
      if (!timer && !stopped) schedule();
    },
    /** No new run starts; the jobs under way finish. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
