import { ROLE_REQUIRED } from '@contract/messages/common';
import { STAFF_ROLES, type Role } from '@contract/roles';
import type { AuditEntry, AuditSubject, User } from '@contract/types';
import { adminDb } from '../../adminDb';
import { db } from '../../db';
import { apiUrl, errorResponse, unauthorized, userIdOf } from '../../http';

export const adminUrl = (path: string) => apiUrl(`/admin${path}`);

/** As the server's hooks: 401 without a session, 403 (ROLE_REQUIRED) below the roles given. */
export function staffOf(
  request: Request,
  roles: readonly Role[] = STAFF_ROLES,
): { actor: User } | { denied: Response } {
  const userId = userIdOf(request);
  const actor = userId ? db.accounts.get(userId)?.user : undefined;
  if (!actor) return { denied: unauthorized() };
  if (!roles.includes(actor.role)) return { denied: errorResponse(403, ROLE_REQUIRED) };
  return { actor };
}

let auditCounter = 100;

/** As the server names an entry's record (the kinds the fakes change most). */
function subjectOf(entity: string, entityId: string): AuditSubject | null {
  if (entity === 'coupon') return { name: entityId, page: 'coupon', id: entityId };
  if (entity === 'course') {
    const course = adminDb.courses.find((row) => row.id === entityId);
    return course ? { name: course.title, page: 'course', id: course.id } : null;
  }
  if (entity === 'user') {
    const learner = adminDb.learners.find((row) => row.id === entityId);
    return learner
      ? { name: `${learner.name} (${learner.email})`, page: 'learner', id: learner.id }
      : null;
  }
  return null;
}

/** Appends to the audit log, newest first, as every console change does. */
export function audit(
  actor: User,
  action: string,
  entityId: string,
  before: unknown,
  after: unknown,
): void {
  auditCounter += 1;
  const entry: AuditEntry = {
    id: `ad000000-0000-4000-8000-${String(auditCounter).padStart(12, '0')}`,
    at: new Date().toISOString(),
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    entity: action.split('.')[0]!,
    entityId,
    before,
    after,
    subject: subjectOf(action.split('.')[0]!, entityId),
  };
  adminDb.audit.unshift(entry);
}

export const now = () => new Date().toISOString();

interface StaffRequest {
  request: Request;
  params: Record<string, string>;
  actor: User;
}

/** A handler for staff only (or the roles given): the check first, as the server's hook does. */
export const asStaff =
  (resolve: (info: StaffRequest) => Response | Promise<Response>, roles?: readonly Role[]) =>
  ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const staff = staffOf(request, roles);
    if ('denied' in staff) return staff.denied;
    return resolve({ request, params: params as Record<string, string>, actor: staff.actor });
  };
