import { HttpResponse } from 'msw';
import { NOT_FOUND } from '@contract/messages/common';
import { ATTEMPT_ELSEWHERE, SECTION_TIME_UP } from '@contract/messages/exams';
import { examDb, type FakeAttempt, type FakeEntitlement } from '../../exam/examDb';
import { errorResponse, unauthorized, userIdOf } from '../../http';

// What every exam route checks first, as the server does: signed in, the learner's own bought test
// or attempt (another learner's is 404, like an unknown one), and the network up.

type Found<T> = { found: T; userId: string } | { refused: Response };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function entitlementFor(request: Request, id: unknown): Found<FakeEntitlement> {
  if (examDb.offline) return { refused: HttpResponse.error() };
  const userId = userIdOf(request);
  if (!userId) return { refused: unauthorized() };
  const entitlement =
    typeof id === 'string' && UUID.test(id) ? examDb.entitlements.get(id) : undefined;
  if (!entitlement || entitlement.userId !== userId)
    return { refused: errorResponse(404, NOT_FOUND) };
  return { found: entitlement, userId };
}

export function attemptFor(request: Request, id: unknown): Found<FakeAttempt> {
  if (examDb.offline) return { refused: HttpResponse.error() };
  const userId = userIdOf(request);
  if (!userId) return { refused: unauthorized() };
  const attempt = typeof id === 'string' && UUID.test(id) ? examDb.attempts.get(id) : undefined;
  if (!attempt || examDb.entitlements.get(attempt.entitlementId)?.userId !== userId)
    return { refused: errorResponse(404, NOT_FOUND) };
  examDb.closeIfDue(attempt);
  return { found: attempt, userId };
}

/** A change from a tab that no longer holds the attempt. */
export const takenOver = () => errorResponse(409, ATTEMPT_ELSEWHERE, 'ATTEMPT_ELSEWHERE');
export const sectionClosed = () => errorResponse(409, SECTION_TIME_UP, 'SECTION_CLOSED');
