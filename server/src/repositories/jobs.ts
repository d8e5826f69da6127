import type { Queryable } from '../db';

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
 * Claims up to `limit` jobs of the given kinds, the earliest due first: pending ones whose time has
 * come, and running ones whose lease ran out (their process died). Rows another process is
 * claiming right now are skipped, so no two processes get the same job. Each is leased for
 * `leaseSeconds` and its attempt counted.
 */
export async function claimDueJobs(
  db: Queryable,
  kinds: readonly string[],
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedJob[]> {
  if (kinds.length === 0) return [];
  const result = await db.query<{
    id: string;
    kind: string;
    payload: unknown;
    attempts: number;
    max_attempts: number;
    run_at: Date;
    seq: string;
  }>(
    `UPDATE jobs
     SET status = 'running', attempts = attempts + 1,
         locked_until = now() + make_interval(secs => $3)
     WHERE id IN (
       SELECT id FROM jobs
       WHERE kind = ANY(string_to_array($1::text, ','))
         AND ((status = 'pending' AND run_at <= now())
           OR (status = 'running' AND locked_until < now()))
       ORDER BY run_at, seq
       FOR UPDATE SKIP LOCKED
       LIMIT $2
     )
     RETURNING id, kind, payload, attempts, max_attempts, run_at, seq`,
    // Kinds are dotted names without commas (the table's check); a named query takes no arrays.
    [kinds.join(','), limit, leaseSeconds],
    { name: 'jobs_claim_due' },
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

// The updates below apply only while the row is still this claim's (same attempt count): a process
// whose lease ran out and whose job was claimed again does not overwrite the newer claim.

export async function markJobDone(db: Queryable, id: string, attempts: number): Promise<void> {
  await db.query(
    `UPDATE jobs
     SET status = 'done', finished_at = now(), locked_until = NULL, last_error = NULL
     WHERE id = $1 AND status = 'running' AND attempts = $2`,
    [id, attempts],
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
  await db.query(
    `UPDATE jobs
     SET status = 'pending', locked_until = NULL, last_error = $4,
         run_at = now() + make_interval(secs => $3)
     WHERE id = $1 AND status = 'running' AND attempts = $2`,
    [id, attempts, delaySeconds, error],
  );
}

/** Given up on: kept with its error for the admins' overview. */
export async function markJobFailed(
  db: Queryable,
  id: string,
  attempts: number,
  error: string,
): Promise<void> {
  await db.query(
    `UPDATE jobs
     SET status = 'failed', finished_at = now(), locked_until = NULL, last_error = $3
     WHERE id = $1 AND status = 'running' AND attempts = $2`,
    [id, attempts, error],
  );
}

/** Claimed but not started (the process is stopping): due again at once, the claim not counted. */
export async function releaseJobs(
  db: Queryable,
  claims: { id: string; attempts: number }[],
): Promise<void> {
  if (claims.length === 0) return;
  await db.query(
    `UPDATE jobs AS j
     SET status = 'pending', locked_until = NULL, attempts = j.attempts - 1
     FROM unnest($1::uuid[], $2::int[]) AS c(id, attempts)
     WHERE j.id = c.id AND j.status = 'running' AND j.attempts = c.attempts`,
    [claims.map((claim) => claim.id), claims.map((claim) => claim.attempts)],
  );
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
