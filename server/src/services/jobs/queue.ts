import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db';
import {
  claimDueJobs,
  deleteDoneJobs,
  insertJob,
  markJobDone,
  markJobFailed,
  markJobRetry,
  releaseJobs,
  type ClaimedJob,
} from '../../repositories/jobs';
import { describeSendError as describeError } from '../mail/sendError';
import type { JobKind, JobPayloads } from './kinds';

export interface JobQueueSettings {
  /** How long a claimed job is its process's; then another process may claim it again. */
  leaseSeconds: number;
  /** Tries before a job is given up on (status 'failed'), unless scheduled with its own. */
  maxAttempts: number;
  /** Jobs claimed at once by one process, and run side by side. */
  batchSize: number;
}

export const DEFAULT_JOB_SETTINGS: JobQueueSettings = {
  leaseSeconds: 300,
  maxAttempts: 8,
  batchSize: 10,
};

const KEEP_DONE_DAYS = 7;
const RETRY_BASE_SECONDS = 5;
const RETRY_CAP_SECONDS = 3600;

/** The wait after a job's `attempts`-th failure: 5 s doubled each time, at most an hour. */
export const jobRetryDelaySeconds = (attempts: number): number =>
  Math.min(RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1), RETRY_CAP_SECONDS);

/** What a handler is told about the job it runs. */
export interface JobContext {
  id: string;
  kind: JobKind;
  /** This run's number, from 1. */
  attempts: number;
  maxAttempts: number;
}

/**
 * Runs one job. It may run more than once (a retry, or its process died after the work and before
 * recording it), so it must be idempotent: check the state it is about to change.
 */
export type JobHandler<K extends JobKind> = (
  payload: JobPayloads[K],
  job: JobContext,
) => Promise<void>;

export interface ScheduleOptions {
  /** When it may run; now when left out. */
  runAt?: Date;
  /** While a job of this kind and key waits or runs, scheduling it again is a no-op. */
  dedupeKey?: string;
  maxAttempts?: number;
  /** The caller's transaction: the job exists only if it commits. */
  tx?: Queryable;
}

export interface JobQueueOptions {
  db: Queryable;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  settings?: Partial<JobQueueSettings>;
  /** Told after a job due now is committed (the app starts a run then). */
  onDue?: () => void;
}

/**
 * Jobs are rows of `jobs`, scheduled in the transaction of the data they are about, and run by any
 * process that has a handler for their kind: claimed under a lease with FOR UPDATE SKIP LOCKED,
 * run outside any transaction, marked done, or retried with a growing wait until `maxAttempts`,
 * then failed with a short description of the error (no URLs or token-like text). A job whose
 * process died is claimed again once its lease has run out.
 */
export function createJobQueue({ db, log, settings, onDue }: JobQueueOptions) {
  const { leaseSeconds, maxAttempts, batchSize } = { ...DEFAULT_JOB_SETTINGS, ...settings };
  const handlers = new Map<string, JobHandler<JobKind>>();

  async function fail(job: ClaimedJob, reason: string): Promise<void> {
    await markJobFailed(db, job.id, job.attempts, reason);
    log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, reason }, 'Job given up on');
  }

  async function run(job: ClaimedJob): Promise<void> {
    // Its last allowed run started and its process stopped before recording the outcome.
    if (job.attempts > job.maxAttempts) return fail(job, 'Its process stopped while running it.');
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for ${job.kind}`);
      await handler(job.payload as never, {
        id: job.id,
        kind: job.kind as JobKind,
        attempts: job.attempts,
        maxAttempts: job.maxAttempts,
      });
    } catch (error) {
      const reason = describeError(error);
      if (job.attempts >= job.maxAttempts) return fail(job, reason);
      const delaySeconds = jobRetryDelaySeconds(job.attempts);
      await markJobRetry(db, job.id, job.attempts, delaySeconds, reason);
      log.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, reason, delaySeconds },
        'Job failed',
      );
      return;
    }
    await markJobDone(db, job.id, job.attempts);
  }

  return {
    /**
     * Queues a job, in `options.tx` when given. Answers its id and whether it is new (false when a
     * job with the same dedupe key is already waiting or running).
     */
    async schedule<K extends JobKind>(
      kind: K,
      payload: JobPayloads[K],
      options: ScheduleOptions = {},
    ): Promise<{ id: string; created: boolean }> {
      const on = options.tx ?? db;
      const job = await insertJob(on, {
        kind,
        payload,
        runAt: options.runAt,
        dedupeKey: options.dedupeKey,
        maxAttempts: options.maxAttempts ?? maxAttempts,
      });
      const dueNow = !options.runAt || options.runAt.getTime() <= Date.now();
      if (job.created && dueNow && onDue) on.afterCommit(onDue);
      return job;
    },

    /** Registers the one handler of a kind; this process then claims jobs of that kind. */
    handle<K extends JobKind>(kind: K, handler: JobHandler<K>): void {
      if (handlers.has(kind)) throw new Error(`A handler for ${kind} is already registered.`);
      handlers.set(kind, handler as unknown as JobHandler<JobKind>);
    },

    /**
     * Claims one batch of due jobs of the kinds handled here and runs them side by side. When
     * `stopping()` is already true after the claim, the batch is handed back at once. Answers how
     * many jobs were claimed.
     */
    async runDue({ stopping = () => false }: { stopping?: () => boolean } = {}): Promise<number> {
      const claimed = await claimDueJobs(db, [...handlers.keys()], batchSize, leaseSeconds);
      if (claimed.length > 0 && stopping()) {
        await releaseJobs(db, claimed);
        return claimed.length;
      }
      await Promise.all(claimed.map(run));
      return claimed.length;
    },

    /** Forgets jobs done more than a week ago (failed ones stay for the overview). */
    pruneDone: (): Promise<void> => deleteDoneJobs(db, KEEP_DONE_DAYS),

    kinds: (): string[] => [...handlers.keys()],

    batchSize,
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
