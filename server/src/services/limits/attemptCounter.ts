import type { Queryable } from '../../db';
import type { Clock } from '../../lib/clock';
import {
  addAttempt,
  deleteAttempts,
  deleteEndedWindows,
  markNotified,
  takeBackAttempt,
} from '../../repositories/attemptCounters';

const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Counts attempts per key in fixed windows, in the database, so every server process sees the same
 * numbers; ended windows are deleted now and then.
 */
export function createAttemptCounter(db: Queryable, windowMs: number, clock: Clock) {
  let prunedAt = clock.now();

  async function pruneNowAndThen(): Promise<void> {
    if (clock.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = clock.now();
    await deleteEndedWindows(db);
  }

  return {
    /** Adds one attempt and returns how many the key has in its current window. */
    async add(key: string): Promise<number> {
      await pruneNowAndThen();
      return addAttempt(db, key, windowMs / 1000);
    },

    /** Takes one attempt back (it turned out to be the owner's). */
    giveBack: (key: string): Promise<void> => takeBackAttempt(db, key),

    /** Forgets the keys equal to `key` or starting with `key` followed by `prefixSeparator`. */
    forget: (key: string, prefixSeparator?: string): Promise<void> =>
      deleteAttempts(db, key, prefixSeparator),

    /** True the first time it is called for the key in its current window. */
    firstNotice: (key: string): Promise<boolean> => markNotified(db, key),
  };
}

export type AttemptCounter = ReturnType<typeof createAttemptCounter>;
