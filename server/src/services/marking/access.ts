import type { MarkingKind } from '@contract/examTypes';
import * as m from '@contract/messages/marking';
import { SENIOR_MARKING_ROLES, type Role } from '@contract/roles';
import type { Queryable } from '../../db';
import { forbidden } from '../../lib/httpError';
import { hasMarkedResponse, type TaskRow } from '../../repositories/markingTasks';
import type { Marker } from './markingApp';

// Who may take which task: evaluators give first and second marks; senior evaluators and admins
// also decide disagreements and mark re-marks; nobody marks a response they have marked before, so
// every later mark is independent of theirs.

const ALL_KINDS: MarkingKind[] = ['first', 'second', 'moderation', 'remark'];
const EVALUATOR_KINDS: MarkingKind[] = ['first', 'second'];

export const kindsFor = (role: Role): MarkingKind[] =>
  SENIOR_MARKING_ROLES.includes(role) ? ALL_KINDS : EVALUATOR_KINDS;

/**
 * Refuses (403) a task of a kind the marker's role does not mark, or on a response they marked
 * before, unless `ownMark` (they gave this very task's mark and are looking at it again).
 */
export async function assertMayTake(
  db: Queryable,
  marker: Marker,
  task: Pick<TaskRow, 'kind' | 'attempt_id' | 'section_id'>,
  { ownMark = false }: { ownMark?: boolean } = {},
): Promise<void> {
  if (!kindsFor(marker.role).includes(task.kind)) throw forbidden(m.SENIOR_ONLY);
  if (ownMark) return;
  if (await hasMarkedResponse(db, task.attempt_id, task.section_id, marker.id))
    throw forbidden(m.MARKED_BEFORE);
}
