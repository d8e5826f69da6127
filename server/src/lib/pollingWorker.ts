import type { FastifyBaseLogger } from 'fastify';

const PRUNE_EVERY_MS = 60 * 60_000;

/** A table of due work (the job queue, the mail outbox) as the worker sees it. */
export interface PolledWork {
  /** Takes up to `batchSize` due rows and handles them; how many it took. */
  runDue(options: { stopping: () => boolean }): Promise<number>;
  batchSize: number;
  /** Deletes finished rows past their keeping time; called about once an hour. */
  prune(): Promise<void>;
}

export interface PollingWorkerOptions {
  work: PolledWork;
  /** How often the table is looked at; 0: only when run() is called. */
  pollMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Logged when a polled run fails, e.g. 'Job queue run failed'. */
  failure: string;
}

export interface PollingWorker {
  /**
   * Runs what is due. One run at a time; a call during one makes it look again before it ends, so
   * the returned promise covers every row due and committed before the call.
   */
  run(): Promise<void>;
  /** Starts polling (when pollMs > 0). */
  start(): void;
  /** No new run starts; the one under way ends after the row in hand. */
  stop(): Promise<void>;
}

/**
 * Runs a table's due rows: when told (a row due now was just committed) and every `pollMs` (rows
 * written by other processes, retries, leases run out), pruning finished rows hourly.
 */
export function createPollingWorker({
  work,
  pollMs,
  log,
  failure,
}: PollingWorkerOptions): PollingWorker {
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
        // A full batch may leave more due rows behind it.
        while (!stopped && (await work.runDue({ stopping })) === work.batchSize);
      } while (again && !stopped);
    } finally {
      // Cleared in the same step as the last look, so a later call starts a new run.
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
      await work.prune();
    }
  }

  function schedule(): void {
    if (stopped || pollMs <= 0) return;
    timer = setTimeout(() => {
      poll()
        .catch((error: unknown) => log.error({ err: error }, failure))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    run,
    start(): void {
      if (!timer && !stopped) schedule();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
