import type { Queryable } from '../db';

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
