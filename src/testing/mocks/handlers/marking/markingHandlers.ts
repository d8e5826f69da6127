import { http } from 'msw';
import { RESULT_ROUTE_PATTERNS as P } from '@contract/exams/resultRoutes';
import type {
  MarkingTaskResponse,
  MarkRequest,
  MarkResponse,
  QueueItem,
  QueueQuery,
  QueueResponse,
} from '@contract/examTypes';
import { isValidCriterionMark } from '@contract/exams/scoring';
import { ROLE_REQUIRED } from '@contract/messages/common';
import * as m from '@contract/messages/marking';
import * as schemas from '@contract/schemas/marking';
import { apiUrl, checkedBody, checkedQuery, errorResponse } from '../../http';
import {
  addFollowUp,
  claimFor,
  kindsFor,
  liveClaim,
  markedBefore,
  markingDb,
  nextAfter,
  queueItem,
  scoreOf,
  taskView,
  type Marker,
  type StoredTask,
} from '../../marking/markingDb';
import { asMarker, json, mayNotTake, refusalOf, taskOf } from './markerGuard';

const url = (pattern: string) => apiUrl(pattern);

/** Claims (or renews) the task for the marker, or answers why not. */
function takeClaim(entry: StoredTask, marker: Marker): Response | undefined {
  const refused = refusalOf(entry, marker) ?? mayNotTake(entry, marker);
  if (refused) return refused;
  claimFor(entry, marker);
  return undefined;
}

/** The queue's views, as the server draws them: what the marker could take now, theirs, all. */
const inView =
  (view: QueueQuery['view'], marker: Marker) =>
  (entry: StoredTask): boolean => {
    if (entry.status !== 'waiting') return false;
    const claim = liveClaim(entry);
    if (view === 'mine') return claim?.evaluatorId === marker.id;
    if (view === 'waiting')
      return (
        kindsFor(marker.role).includes(entry.task.kind) &&
        (!claim || claim.evaluatorId === marker.id) &&
        !markedBefore(entry, marker.id)
      );
    return true;
  };

/** Checks a mark as the server does: every unit and criterion once, each on the scheme's scale. */
function markProblem(entry: StoredTask, mark: MarkRequest): string | undefined {
  const { task } = entry;
  const expected = task.units.map((unit) => unit.unitId);
  const given = mark.units.map((unit) => unit.unitId);
  if (given.length !== expected.length || !expected.every((id) => given.includes(id)))
    return m.unitsMismatch(expected);
  for (const unit of mark.units)
    for (const criterion of unit.criteria)
      if (!isValidCriterionMark(task.scheme, criterion.score))
        return task.scheme === 'ielts' ? m.IELTS_MARK_SCALE : m.MASTERY_MARK_SCALE;
  return undefined;
}

export const markingHandlers = [
  http.get(
    url(P.queue),
    asMarker(({ request, marker }) => {
      const checked = checkedQuery(request, schemas.QueueQuery);
      if ('invalid' in checked) return checked.invalid;
      const { view, page, pageSize } = checked.query;
      const rows: QueueItem[] = markingDb.tasks
        .filter(inView(view, marker))
        .sort((a, b) => Date.parse(a.task.submittedAt) - Date.parse(b.task.submittedAt))
        .map((entry) => queueItem(entry, marker));
      const waiting = markingDb.tasks.filter((entry) => entry.status === 'waiting');
      return json<QueueResponse>({
        rows: rows.slice((page - 1) * pageSize, page * pageSize),
        total: rows.length,
        counts: {
          waiting: waiting.length,
          overdue: waiting.filter((entry) => Date.parse(entry.task.dueAt) < Date.now()).length,
          moderation: waiting.filter((entry) => entry.task.kind === 'moderation').length,
          mine: waiting.filter((entry) => liveClaim(entry)?.evaluatorId === marker.id).length,
        },
      });
    }),
  ),
  http.get(
    url(P.overview),
    asMarker(({ marker }) =>
      marker.role === 'admin' ? json(markingDb.overview) : errorResponse(403, ROLE_REQUIRED),
    ),
  ),
  http.get(
    url(P.task),
    asMarker(({ marker, params }) => {
      const found = taskOf(params.taskId);
      if ('refused' in found) return found.refused;
      const { entry } = found;
      const own = entry.marks.some((mark) => mark.evaluatorId === marker.id);
      if (!own) {
        const refused = mayNotTake(entry, marker);
        if (refused) return refused;
      }
      return json<MarkingTaskResponse>({ task: taskView(entry, marker) });
    }),
  ),
  http.post(
    url(P.claim),
    asMarker(({ marker, params }) => {
      const found = taskOf(params.taskId);
      if ('refused' in found) return found.refused;
      const refused = takeClaim(found.entry, marker);
      if (refused) return refused;
      return json<MarkingTaskResponse>({ task: taskView(found.entry, marker) });
    }),
  ),
  http.post(
    url(P.release),
    asMarker(({ marker, params }) => {
      const found = taskOf(params.taskId);
      if ('refused' in found) return found.refused;
      const { entry } = found;
      if (entry.status === 'done') return errorResponse(409, m.TASK_DONE);
      if (entry.claim?.evaluatorId !== marker.id) return errorResponse(409, m.NOT_YOUR_CLAIM);
      entry.claim = null;
      return json({ message: m.CLAIM_RELEASED });
    }),
  ),
  http.put(
    url(P.draft),
    asMarker(async ({ request, marker, params }) => {
      const found = taskOf(params.taskId);
      if ('refused' in found) return found.refused;
      const checked = await checkedBody(request, schemas.DraftRequest);
      if ('invalid' in checked) return checked.invalid;
      const refused = takeClaim(found.entry, marker);
      if (refused) return refused;
      const savedAt = new Date().toISOString();
      found.entry.drafts.set(marker.id, { ...checked.body, savedAt });
      return json({ savedAt });
    }),
  ),
  http.post(
    url(P.mark),
    asMarker(async ({ request, marker, params }) => {
      const found = taskOf(params.taskId);
      if ('refused' in found) return found.refused;
      const checked = await checkedBody(request, schemas.MarkRequest);
      if ('invalid' in checked) return checked.invalid;
      const { entry } = found;
      const problem = markProblem(entry, checked.body);
      if (problem) return errorResponse(400, problem);
      if (entry.status === 'done') return errorResponse(409, m.TASK_DONE);
      if (entry.claim?.evaluatorId !== marker.id)
        return refusalOf(entry, marker) ?? errorResponse(409, m.CLAIM_FIRST);
      const refused = mayNotTake(entry, marker);
      if (refused) return refused;
      const score = scoreOf(entry.task, checked.body);
      entry.marks.push({ evaluatorId: marker.id, score, mark: checked.body });
      entry.status = 'done';
      entry.claim = null;
      entry.drafts.delete(marker.id);
      const next = nextAfter(entry, score);
      if (next !== 'final') addFollowUp(entry, next);
      return json<MarkResponse>({ score, next });
    }),
  ),
];
