import type { Queryable } from '../../db';
import { findAttemptForm } from '../../repositories/examAttempts';

const KEPT_ATTEMPTS = 20_000;

/**
 * Whose each attempt is and the form version it was started on, read once per process: neither
 * ever changes, so a save checks its request against the form before it touches the database.
 * Past 20,000 attempts the oldest read is forgotten (and read again if it saves again).
 */
export function createAttemptForms(db: Queryable) {
  const kept = new Map<string, { userId: string; formVersionId: string }>();
  return {
    async find(attemptId: string): Promise<{ userId: string; formVersionId: string } | undefined> {
      const held = kept.get(attemptId);
      if (held) return held;
      const found = await findAttemptForm(db, attemptId);
      if (found) {
        kept.set(attemptId, found);
        if (kept.size > KEPT_ATTEMPTS) kept.delete(kept.keys().next().value!);
      }
      return found;
    },
  };
}

export type AttemptForms = ReturnType<typeof createAttemptForms>;
