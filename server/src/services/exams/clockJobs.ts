import type { Queryable } from '../../db';
import { insertJob } from '../../repositories/jobs';

// The jobs that keep an attempt's clock: scheduled in the transaction that sets a deadline or ends
// a section, with keys that make scheduling the same moment twice a no-op. They run in the future,
// so nothing needs waking (the worker polls); a job that finds nothing to do does nothing.

/** Closes a section once its deadline and the save grace have passed. */
export async function scheduleSectionClose(
  tx: Queryable,
  attemptId: string,
  sectionId: string,
  deadlineAt: Date,
  graceSeconds: number,
): Promise<void> {
  await insertJob(tx, {
    kind: 'exam.closeSection',
    payload: { attemptId, sectionId },
    runAt: new Date(deadlineAt.getTime() + graceSeconds * 1000),
    dedupeKey: `${attemptId}:${sectionId}:${deadlineAt.getTime()}`,
  });
}

/** Starts the next section when the break after the last one ends (unless the candidate has). */
export async function scheduleNextSection(
  tx: Queryable,
  attemptId: string,
  sectionId: string,
  startsAt: Date,
): Promise<void> {
  await insertJob(tx, {
    kind: 'exam.startSection',
    payload: { attemptId },
    runAt: startsAt,
    dedupeKey: `${attemptId}:${sectionId}`,
  });
}
