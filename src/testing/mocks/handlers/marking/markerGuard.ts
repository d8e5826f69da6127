import { HttpResponse, type JsonBodyType } from 'msw';
import { ROLE_REQUIRED } from '@contract/messages/common';
import * as m from '@contract/messages/marking';
import { MARKING_ROLES } from '@contract/roles';
import { formatIndiaTime } from '@/lib/indiaTime';
import { db } from '../../db';
import { apiUrl, errorResponse, unauthorized, userIdOf } from '../../http';
import {
  findTask,
  kindsFor,
  liveClaim,
  markedBefore,
  type Marker,
  type StoredTask,
} from '../../marking/markingDb';

// What every marking route checks first, as the server does: signed in (401), an evaluator,
// senior evaluator or admin (403), a task id that is a UUID (400) of a task that exists (404).

export const markingUrl = (path: string) => apiUrl(`/marking${path}`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function markerOf(request: Request): { marker: Marker } | { refused: Response } {
  const userId = userIdOf(request);
  const user = userId ? db.accounts.get(userId)?.user : undefined;
  if (!user) return { refused: unauthorized() };
  if (!MARKING_ROLES.includes(user.role)) return { refused: errorResponse(403, ROLE_REQUIRED) };
  return { marker: { id: user.id, name: user.name, role: user.role } };
}

export function taskOf(id: unknown): { entry: StoredTask } | { refused: Response } {
  if (typeof id !== 'string' || !UUID.test(id))
    return { refused: errorResponse(400, 'taskId must be a UUID.', 'VALIDATION') };
  const entry = findTask(id);
  if (!entry) return { refused: errorResponse(404, m.TASK_NOT_FOUND) };
  return { entry };
}

/** Why the marker may not take the task: a kind for seniors, or a response they marked. */
export function mayNotTake(entry: StoredTask, marker: Marker): Response | undefined {
  if (!kindsFor(marker.role).includes(entry.task.kind)) return errorResponse(403, m.SENIOR_ONLY);
  if (markedBefore(entry, marker.id)) return errorResponse(403, m.MARKED_BEFORE);
  return undefined;
}

/** Why a task cannot be claimed now: marked already, or someone else holds it (who, until when). */
export function refusalOf(entry: StoredTask, marker: Marker): Response | undefined {
  if (entry.status === 'done') return errorResponse(409, m.TASK_DONE);
  const claim = liveClaim(entry);
  if (claim && claim.evaluatorId !== marker.id)
    return errorResponse(
      409,
      m.taskHeldBy(claim.evaluatorName, formatIndiaTime(new Date(claim.until))),
      'TASK_HELD',
    );
  return undefined;
}

interface MarkerRequest {
  request: Request;
  marker: Marker;
  params: Record<string, string>;
}

/** A handler for markers only: the role check first, as the server's hook does. */
export const asMarker =
  (resolve: (info: MarkerRequest) => Response | Promise<Response>) =>
  ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const found = markerOf(request);
    if ('refused' in found) return found.refused;
    return resolve({ request, marker: found.marker, params: params as Record<string, string> });
  };

export const json = <T extends JsonBodyType>(body: T): Response => HttpResponse.json(body);
