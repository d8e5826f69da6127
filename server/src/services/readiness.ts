import type { Queryable } from '../db';

/** How long the readiness probe waits for the database before calling it unreachable. */
export const DATABASE_PROBE_MS = 1000;

/** Whether the database answers a trivial query in time. */
export async function databaseAnswers(
  db: Queryable,
  withinMs = DATABASE_PROBE_MS,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  try {
    return await Promise.race([
      db.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
