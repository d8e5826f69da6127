import { ATTEMPT_OVER, TEST_NOT_FOUND } from '@contract/messages/exams';
import type { Queryable } from '../../db';
import { conflict, notFound } from '../../lib/httpError';
import {
  findEntitlement,
  listSections,
  lockAttempt,
  setExtraTime,
  setSectionDuration,
} from '../../repositories/examAttempts';
import { findFormVersion } from '../../repositories/testForms';
import { withExtraTime } from './attempts';
import { scheduleSectionClose } from './clockJobs';

/** The save grace the deadline jobs wait for, unless the caller says otherwise (EXAM_SAVE_GRACE_SECONDS). */
export const DEFAULT_SAVE_GRACE_SECONDS = 5;

export interface ExtraTimeGranted {
  extraTimePercent: number;
  /** The sections whose time changed: those not started yet and the running one. */
  sections: { sectionId: string; durationSeconds: number; deadlineAt: string | null }[];
}

/**
 * Grants a candidate extra time (0, 25 or 50 %) on a bought test, in the caller's transaction
 * (staff audit it there). Before the attempt, its sections will get the longer times when it
 * starts; during it, every section not yet closed gets its form's time with the extra time, and
 * the running one's deadline moves by the difference (its closing job is scheduled again). 404 for
 * an unknown bought test; 409 once the attempt is over.
 */
export async function grantExtraTime(
  tx: Queryable,
  entitlementId: string,
  percent: 0 | 25 | 50,
  { saveGraceSeconds = DEFAULT_SAVE_GRACE_SECONDS }: { saveGraceSeconds?: number } = {},
): Promise<ExtraTimeGranted> {
  if (!(await setExtraTime(tx, entitlementId, percent))) throw notFound(TEST_NOT_FOUND);
  const entitlement = (await findEntitlement(tx, entitlementId))!;
  if (!entitlement.attemptId) return { extraTimePercent: percent, sections: [] };
  const attempt = (await lockAttempt(tx, entitlement.attemptId, 'update'))!;
  if (attempt.status !== 'in_progress') throw conflict(ATTEMPT_OVER);
  const form = (await findFormVersion(tx, attempt.formVersionId))!;
  const durations = new Map(
    form.content.sections.map((section) => [section.id, section.durationSeconds]),
  );
  const changed: ExtraTimeGranted['sections'] = [];
  for (const section of await listSections(tx, attempt.id, saveGraceSeconds)) {
    if (section.status === 'closed') continue;
    const durationSeconds = withExtraTime(durations.get(section.sectionId)!, percent);
    const updated = await setSectionDuration(tx, attempt.id, section.sectionId, durationSeconds);
    if (!updated) continue;
    if (updated.status === 'open' && updated.deadlineAt)
      await scheduleSectionClose(
        tx,
        attempt.id,
        section.sectionId,
        new Date(updated.deadlineAt),
        saveGraceSeconds,
      );
    changed.push({
      sectionId: section.sectionId,
      durationSeconds,
      deadlineAt: updated.deadlineAt ? new Date(updated.deadlineAt).toISOString() : null,
    });
  }
  return { extraTimePercent: percent, sections: changed };
}
