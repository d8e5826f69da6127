import type { QueueQuery, QueueResponse } from '@contract/examTypes';
import { queueCounts, queuePage } from '../../repositories/markingTasks';
import { kindsFor } from './access';
import { nowOf, type Marker, type MarkingApp } from './markingApp';
import { claimOf } from './taskView';

/**
 * The queue, oldest hand-in first, with each task's age, due time and whether it is overdue: blind
 * (candidate numbers only). `canClaim` is false where the rules keep this marker off a task.
 */
export async function markingQueue(
  app: MarkingApp,
  marker: Marker,
  query: QueueQuery,
): Promise<QueueResponse> {
  const now = nowOf(app);
  const [rows, counts] = await Promise.all([
    queuePage(app.db, {
      view: query.view,
      evaluatorId: marker.id,
      kinds: kindsFor(marker.role),
      now,
      page: query.page,
      pageSize: query.pageSize,
    }),
    queueCounts(app.db, marker.id, now),
  ]);
  return {
    rows: rows.map((row) => ({
      taskId: row.id,
      candidateNumber: row.candidate_number,
      testName: row.test_name,
      skill: row.skill,
      kind: row.kind,
      submittedAt: row.submitted_at.toISOString(),
      dueAt: row.due_at.toISOString(),
      overdue: row.due_at.getTime() < now.getTime(),
      claim: claimOf(row, marker.id),
      canClaim: row.kind_allowed && !row.marked_before,
    })),
    total: rows[0]?.total ?? 0,
    counts: {
      waiting: counts.waiting,
      overdue: counts.overdue,
      moderation: counts.moderation,
      mine: counts.mine,
    },
  };
}
