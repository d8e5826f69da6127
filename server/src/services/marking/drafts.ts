import type { DraftRequest } from '@contract/examTypes';
import { saveDraft as storeDraft } from '../../repositories/marks';
import { takeClaim } from './claims';
import { nowOf, type Marker, type MarkingApp } from './markingApp';

/**
 * Keeps what the evaluator has typed so far and renews their claim: a draft is saved only while
 * the response is theirs (a free or run-out claim is taken again; someone else's is a 409).
 */
export async function saveDraft(
  app: MarkingApp,
  marker: Marker,
  taskId: string,
  draft: DraftRequest,
): Promise<{ savedAt: string }> {
  await takeClaim(app, marker, taskId);
  const savedAt = nowOf(app);
  await storeDraft(app.db, taskId, marker.id, draft, savedAt);
  return { savedAt: savedAt.toISOString() };
}
