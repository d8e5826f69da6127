import type { Queryable } from '../db';

// Attempt counts per key in fixed windows, shared by every server process.

export async function deleteEndedWindows(db: Queryable): Promise<void> {
  await db.query('DELETE FROM attempt_counters WHERE window_ends_at < now()');
}

/**
 * Adds one attempt in one atomic upsert and returns the key's new count (a window that ended
 * starts again at 1), so concurrent attempts can never all read the same old value.
 */
export async function addAttempt(
  db: Queryable,
  key: string,
  windowSeconds: number,
): Promise<number> {
  const result = await db.query<{ count: number }>(
    `INSERT INTO attempt_counters AS c (key, count, window_ends_at)
     VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE c.count + 1 END,
       notified = c.notified AND c.window_ends_at > now(),
       window_ends_at = CASE WHEN c.window_ends_at <= now() THEN EXCLUDED.window_ends_at
                             ELSE c.window_ends_at END
     RETURNING count`,
    [key, windowSeconds],
  );
  return result.rows[0].count;
}

/**
 * The same atomic count in windows measured in milliseconds, with the time left in the window: what
 * a per-address request limit needs to answer Retry-After.
 */
export async function countInWindow(
  db: Queryable,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const result = await db.query<{ count: number; ttl_ms: number }>(
    `INSERT INTO attempt_counters AS c (key, count, window_ends_at)
     VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::float8 / 1000))
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN c.window_ends_at <= clock_timestamp() THEN 1 ELSE c.count + 1 END,
       window_ends_at = CASE WHEN c.window_ends_at <= clock_timestamp() THEN EXCLUDED.window_ends_at
                             ELSE c.window_ends_at END
     RETURNING count,
       greatest(0, floor(extract(epoch FROM (window_ends_at - clock_timestamp())) * 1000))::int AS ttl_ms`,
    [key, windowMs],
  );
  const row = result.rows[0]!;
  return { count: row.count, ttlMs: row.ttl_ms };
}

export async function takeBackAttempt(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE attempt_counters SET count = greatest(count - 1, 0) WHERE key = $1', [
    key,
  ]);
}

/** Deletes the key, and the keys starting with `key` + `prefixSeparator` when one is given. */
export async function deleteAttempts(
  db: Queryable,
  key: string,
  prefixSeparator?: string,
): Promise<void> {
  await db.query(
    `DELETE FROM attempt_counters
     WHERE key = $1 OR ($2::text IS NOT NULL AND starts_with(key, $1 || $2))`,
    [key, prefixSeparator ?? null],
  );
}

/** Marks the key's window as notified; true only for the call that marked it. */
export async function markNotified(db: Queryable, key: string): Promise<boolean> {
  const marked = await db.query(
    `UPDATE attempt_counters SET notified = true
     WHERE key = $1 AND NOT notified AND window_ends_at > now()`,
    [key],
  );
  return marked.rowCount > 0;
}
