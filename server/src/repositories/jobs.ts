import type { Queryable } from '../db';
import { JOBS, claimDue, endClaim, releaseClaims } from './leases';

// The job queue: background work any server process may run (docs/exams.md, "The job queue").
// Times are the database's, so processes with slightly different clocks agree.

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

export interface NewJob {
  kind: string;
  payload: object;
  /** When it may run; now when left out. */
  runAt?: Date;
  /** Scheduling the same kind and key again while one waits or runs is a no-op. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  /** Counting the claim that returned the row. */
  attempts: number;
  maxAttempts: number;
}

/**
 * Queues a job on `db` (a transaction: it exists only if that commits). Answers its id and whether
 * it is new: with a dedupe key already waiting or running, the existing job's id and false.
 */
export async function insertJob(
  db: Queryable,
  job: NewJob,
): Promise<{ id: string; created: boolean }> {
  // The job holding the key may finish between the two statements; then the insert goes through.
  for (;;) {
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO jobs (kind, payload, run_at, dedupe_key, max_attempts)
       VALUES ($1, $2::jsonb, COALESCE($3::timestamptz, now()), $4, COALESCE($5::int, 8))
       ON CONFLICT (kind, dedupe_key)
         WHERE dedupe_key IS NOT NULL AND status IN ('pending', 'running')
       DO NOTHING
       RETURNING id`,
      [
        job.kind,
        JSON.stringify(job.payload),
        job.runAt?.toISOString() ?? null,
        job.dedupeKey ?? null,
        job.maxAttempts ?? null,
      ],
      { name: 'jobs_insert' },
    );
    if (inserted.rows[0]) return { id: inserted.rows[0].id, created: true };
    const existing = await db.query<{ id: string }>(
      `SELECT id FROM jobs
       WHERE kind = $1 AND dedupe_key = $2 AND status IN ('pending', 'running')`,
      [job.kind, job.dedupeKey],
    );
    if (existing.rows[0]) return { id: existing.rows[0].id, created: false };
  }
}

/**
 * Claims up to `limit` jobs of the given kinds, the earliest due first (leases.ts: pending ones
 * whose time has come and running ones whose lease ran out, each leased for `leaseSeconds`).
 */
export async function claimDueJobs(
  db: Queryable,
  kinds: readonly string[],
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedJob[]> {
  if (kinds.length === 0) return [];
  const result = await claimDue<{
    id: string;
    kind: string;
    payload: unknown;
    attempts: number;
    max_attempts: number;
    run_at: Date;
    seq: string;
  }>(
    db,
    JOBS,
    {
      only: "kind = ANY(string_to_array($1::text, ','))",
      // Kinds are dotted names without commas (the table's check); a named query takes no arrays.
      params: [kinds.join(',')],
      orderBy: 'run_at, seq',
      returning: 'id, kind, payload, attempts, max_attempts, run_at, seq',
      options: { name: 'jobs_claim_due' },
    },
    limit,
    leaseSeconds,
  );
  return result.rows
    .sort(
      (a, b) =>
        new Date(a.run_at).getTime() - new Date(b.run_at).getTime() ||
        Number(a.seq) - Number(b.seq),
    )
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      payload: row.payload,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
    }));
}

// A claim ends only while the row is still that claim's (leases.ts, endClaim).

export async function markJobDone(db: Queryable, id: string, attempts: number): Promise<void> {
  await endClaim(
    db,
    JOBS,
    { id, attempts },
    "status = 'done', finished_at = now(), last_error = NULL",
    [],
    { name: 'jobs_mark_done' },
  );
}

/** The handler failed: due again after `delaySeconds`. */
export async function markJobRetry(
  db: Queryable,
  id: string,
  attempts: number,
  delaySeconds: number,
  error: string,
): Promise<void> {
  await endClaim(
    db,
    JOBS,
    { id, attempts },
    "status = 'pending', run_at = now() + make_interval(secs => $3), last_error = $4",
    [delaySeconds, error],
  );
}

/** Given up on: kept with its error for the admins' overview. */
export async function markJobFailed(
  db: Queryable,
  id: string,
  attempts: number,
  error: string,
): Promise<void> {
  await endClaim(
    db,
    JOBS,
    { id, attempts },
    "status = 'failed', finished_at = now(), last_error = $3",
    [error],
  );
}

/** Claimed but not started (the process is stopping): due again at once, the claim not counted. */
export function releaseJobs(
  db: Queryable,
  claims: { id: string; attempts: number }[],
): Promise<void> {
  return releaseClaims(db, JOBS, claims);
}

/** Deletes jobs done more than `days` ago; failed ones stay for the overview. */
export async function deleteDoneJobs(db: Queryable, days: number): Promise<void> {
  await db.query(
    `DELETE FROM jobs WHERE status = 'done' AND finished_at < now() - make_interval(days => $1)`,
    [days],
  );
}

/** Jobs waiting, running and failed per kind (the admins' overview and the bench). */
export async function countJobs(
  db: Queryable,
): Promise<{ kind: string; status: JobStatus; count: number }[]> {
  const result = await db.query<{ kind: string; status: JobStatus; count: string }>(
    `SELECT kind, status, count(*) AS count FROM jobs GROUP BY kind, status ORDER BY kind, status`,
  );
  return result.rows.map((row) => ({ ...row, count: Number(row.count) }));
}
