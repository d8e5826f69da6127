import type { Queryable } from '../db';
import { Filters, iso, likePattern, pagedRows } from './adminLists';

/** One staff action, as the console's audit log records it. */
export interface AuditEntry {
  actorId: string;
  actorEmail: string;
  /** 'course.update', 'coupon.create', 'refund.approve', … */
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends an entry. Call it on the transaction that makes the change, so the change and its record
 * commit (or roll back) together.
 */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, entity, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.actorId,
      entry.actorEmail,
      entry.action,
      entry.entity,
      entry.entityId,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

export interface AuditFilter {
  page: number;
  pageSize: number;
  entity?: string;
  entityId?: string;
  actor?: string;
  action?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One page of the log, newest first. */
export async function listAudit(db: Queryable, filter: AuditFilter) {
  const filters = new Filters();
  if (filter.entity) filters.add('entity = ?', filter.entity);
  if (filter.entityId) filters.add('entity_id = ?', filter.entityId);
  if (filter.actor)
    if (UUID.test(filter.actor)) filters.add('actor_id = ?', filter.actor);
    else filters.add('actor_email ILIKE ?', likePattern(filter.actor));
  if (filter.action)
    if (filter.action.endsWith('.')) filters.add('starts_with(action, ?)', filter.action);
    else filters.add('action = ?', filter.action);
  return pagedRows<AuditRow>(db, {
    select: `id::text AS id, ${iso('at')} AS at, actor_id AS "actorId", actor_email AS "actorEmail",
      action, entity, entity_id AS "entityId", before, after`,
    from: 'audit_log',
    filters,
    order: 'at DESC, id DESC',
    page: filter,
  });
}

export interface AuditRow {
  id: string;
  at: string;
  actorId: string;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}
