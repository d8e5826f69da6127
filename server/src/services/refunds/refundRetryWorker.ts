import type { FastifyBaseLogger } from 'fastify';

export interface RefundRetryWorkerOptions {
  /** One pass of the retry job. */
  run: () => Promise<unknown>;
  /** How often it runs; 0: never. */
  pollMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Runs the stuck-refund retry job every `pollMs`, one pass at a time, until stopped. */
export function createRefundRetryWorker({ run, pollMs, log }: RefundRetryWorkerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  function schedule(): void {
    if (stopped || pollMs <= 0) return;
    timer = setTimeout(() => {
      running = run()
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, 'Refund retry job failed'),
        )
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, pollMs);
    timer.unref();
  }

  return {
    start(): void {
      if (!timer) schedule();
    },
    /** No new pass starts; the one under way is waited for. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
