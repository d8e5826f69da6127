import type { FastifyBaseLogger } from 'fastify';
import type { MailOutbox } from './outbox';

const PRUNE_EVERY_MS = 60 * 60_000;

export interface OutboxWorkerOptions {
  outbox: Pick<MailOutbox, 'deliverDue' | 'pruneFinished' | 'batchSize'>;
  /** How often the outbox is looked at; 0: only when deliver() is called. */
  pollMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Sends the outbox's due mails: when told (a mail was just queued) and every `pollMs` (mails queued
 * by other processes, retries, leases run out). One delivery runs at a time; a call during one makes
 * it look again before it ends, so the returned promise covers every mail committed before the call.
 */
export function createOutboxWorker({ outbox, pollMs, log }: OutboxWorkerOptions) {
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
        // A full batch may leave more due mails behind it.
        while (!stopped && (await outbox.deliverDue({ stopping })) === outbox.batchSize);
      } while (again && !stopped);
    } finally {
      // Cleared in the same step as the last look, so a later call starts a new delivery.
      running = undefined;
    }
  }

  function deliver(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain();
    return running;
  }

  async function poll(): Promise<void> {
    await deliver();
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await outbox.pruneFinished();
    }
  }

  function schedule(): void {
    if (stopped || pollMs <= 0) return;
    timer = setTimeout(() => {
      poll()
        .catch((error: unknown) => log.error({ err: error }, 'Mail outbox delivery failed'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    deliver,
    /** Starts polling (when pollMs > 0). */
    start(): void {
      if (!timer) schedule();
    },
    /** No new delivery starts; the one under way ends after the send in hand. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
