import type { QueryOptions, QueryResult, Queryable } from '../db';

// What the job queue and the mail outbox share: a row due ('pending' and its time come) is claimed
// by one process for a while (a lease, `locked_until`), its attempt counted; a process that dies
// leaves it to be claimed again once the lease runs out. Rows another process is claiming right
// now are skipped, so no two processes get the same row. What differs (which rows, in what order,
// what a finished row keeps) stays with each table's repository.

export interface LeasedTable {
  name: 'jobs' | 'mail_outbox';
  /** The status of a claimed row. */
  claimed: 'running' | 'sending';
  /** The column saying when a pending row is due. */
  dueAt: 'run_at' | 'next_attempt_at';
}

export const JOBS: LeasedTable = { name: 'jobs', claimed: 'running', dueAt: 'run_at' };
export const MAIL_OUTBOX: LeasedTable = {
  name: 'mail_outbox',
  claimed: 'sending',
  dueAt: 'next_attempt_at',
};

export interface ClaimQuery {
  /** A condition every claimed row meets besides being due, over `params` ($1, $2, …); optional. */
  only?: string;
  params: unknown[];
  orderBy: string;
  returning: string;
  options?: QueryOptions;
}

/**
 * Claims up to `limit` due rows of `table` (pending and due, or claimed with the lease run out),
 * in `orderBy` order, each leased for `leaseSeconds`. The rows come back in any order.
 */
export function claimDue<R>(
  db: Queryable,
  table: LeasedTable,
  query: ClaimQuery,
  limit: number,
  leaseSeconds: number,
): Promise<QueryResult<R>> {
  const limitAt = query.params.length + 1;
  const due = `(status = 'pending' AND ${table.dueAt} <= now())
           OR (status = '${table.claimed}' AND locked_until < now())`;
  return db.query<R>(
    `UPDATE ${table.name}
     SET status = '${table.claimed}', attempts = attempts + 1,
         locked_until = now() + make_interval(secs => $${limitAt + 1})
     WHERE id IN (
       SELECT id FROM ${table.name}
       WHERE ${query.only ? `${query.only} AND (${due})` : due}
       ORDER BY ${query.orderBy}
       FOR UPDATE SKIP LOCKED
       LIMIT $${limitAt}
     )
     RETURNING ${query.returning}`,
    [...query.params, limit, leaseSeconds],
    query.options,
  );
}

/**
 * Ends a claim: `set` (its own parameters from $3) with the lease cleared, applied only while the
 * row is still this claim's (claimed, same attempt count), so a process whose lease ran out and
 * whose row was claimed again does not overwrite the newer claim.
 */
export async function endClaim(
  db: Queryable,
  table: LeasedTable,
  claim: { id: string; attempts: number },
  set: string,
  params: unknown[] = [],
  options?: QueryOptions,
): Promise<void> {
  await db.query(
    `UPDATE ${table.name}
     SET ${set}, locked_until = NULL
     WHERE id = $1 AND status = '${table.claimed}' AND attempts = $2`,
    [claim.id, claim.attempts, ...params],
    options,
  );
}

/**
 * Claimed but not started (the process is stopping): pending again at once, the claim not counted.
 * (A claimed row was due when claimed, so it is still due.)
 */
export async function releaseClaims(
  db: Queryable,
  table: LeasedTable,
  claims: { id: string; attempts: number }[],
): Promise<void> {
  if (claims.length === 0) return;
  await db.query(
    `UPDATE ${table.name} AS t
     SET status = 'pending', locked_until = NULL, attempts = t.attempts - 1
     FROM unnest($1::uuid[], $2::int[]) AS c(id, attempts)
     WHERE t.id = c.id AND t.status = '${table.claimed}' AND t.attempts = c.attempts`,
    [claims.map((claim) => claim.id), claims.map((claim) => claim.attempts)],
  );
}
