import type { Queryable } from '../db';
import type { Clock } from '../lib/clock';

const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Counts attempts per key in fixed windows, in the database, so every server process sees the same
 * numbers. Each count is one atomic upsert that returns the new total: concurrent attempts can never
 * all read the same old value.
 */
export function createAttemptCounter(db: Queryable, windowMs: number, clock: Clock) {
  const now = () => clock.now();
  let prunedAt = now();

  async function pruneNowAndThen(): Promise<void> {
    if (now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now();
    await db.query('DELETE FROM attempt_counters WHERE window_ends_at < now()');
  }

  return {
    /** Adds one attempt and returns how many the key has in its current window. */
    async add(key: string): Promise<number> {
      await pruneNowAndThen();
      const result = await db.query<{ count: number }>(
        `INSERT INTO attempt_counters AS c (key, count, window_ends_at)
         VALUES ($1, 1, now() + make_interval(secs => $2))
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE c.count + 1 END,
           notified = c.notified AND c.window_ends_at > now(),
           window_ends_at = CASE WHEN c.window_ends_at <= now() THEN EXCLUDED.window_ends_at
                                 ELSE c.window_ends_at END
         RETURNING count`,
        [key, windowMs / 1000],
      );
      return result.rows[0].count;
    },

    /** Takes one attempt back (it turned out to be the owner's). */
    async giveBack(key: string): Promise<void> {
      await db.query('UPDATE attempt_counters SET count = greatest(count - 1, 0) WHERE key = $1', [
        key,
      ]);
    },

    /** Forgets the keys equal to `key` or starting with `key` followed by `prefixSeparator`. */
    async forget(key: string, prefixSeparator?: string): Promise<void> {
      await db.query(
        `DELETE FROM attempt_counters
         WHERE key = $1 OR ($2::text IS NOT NULL AND starts_with(key, $1 || $2))`,
        [key, prefixSeparator ?? null],
      );
    },

    /** True the first time it is called for the key in its current window. */
    async firstNotice(key: string): Promise<boolean> {
      const marked = await db.query(
        `UPDATE attempt_counters SET notified = true
         WHERE key = $1 AND NOT notified AND window_ends_at > now()`,
        [key],
      );
      return marked.rowCount > 0;
    },
  };
}

export type AttemptCounter = ReturnType<typeof createAttemptCounter>;
