import type { AuditSubject } from '@contract/types';
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
  /** Searched in the action, the entity id and the actor's email. */
  q?: string;
  entity?: string;
  entityId?: string;
  actor?: string;
  action?: string;
}

// What an entry was done to, by name, and the console page that shows it: looked up now (a renamed
// course shows its current title), else the name the entry itself recorded (a deleted lesson).
const ENTITY_UUID = `CASE WHEN entity_id ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$'
  THEN entity_id::uuid END`;
const RECORDED_NAME = `coalesce(after->>'title', before->>'title', after->>'name', before->>'name')`;
const SUBJECT = `CASE entity
  WHEN 'course' THEN (SELECT jsonb_build_object('name', c.title, 'page', 'course', 'id', c.id)
    FROM courses c WHERE c.id = ${ENTITY_UUID})
  WHEN 'section' THEN (SELECT jsonb_build_object('name', s.title || ' · ' || c.title, 'page', 'course',
    'id', c.id) FROM course_sections s JOIN courses c ON c.id = s.course_id WHERE s.id = ${ENTITY_UUID})
  WHEN 'lesson' THEN (SELECT jsonb_build_object('name', le.title || ' · ' || c.title, 'page', 'course',
    'id', c.id) FROM lessons le JOIN courses c ON c.id = le.course_id WHERE le.id = ${ENTITY_UUID})
  WHEN 'coupon' THEN jsonb_build_object('name', entity_id, 'page', 'coupon', 'id', entity_id)
  WHEN 'user' THEN (SELECT jsonb_build_object('name', u.name || ' (' || u.email || ')', 'page',
    'learner', 'id', u.id) FROM users u WHERE u.id = ${ENTITY_UUID})
  WHEN 'contact-message' THEN (SELECT jsonb_build_object('name', coalesce(nullif(m.subject, ''),
    'Message') || ' from ' || m.name, 'page', 'message', 'id', m.id)
    FROM contact_messages m WHERE m.id = ${ENTITY_UUID})
  WHEN 'review' THEN (SELECT jsonb_build_object('name', u.name || '’s review of ' || c.title, 'page',
    'reviews', 'id', r.id) FROM course_reviews r JOIN users u ON u.id = r.user_id
    JOIN courses c ON c.id = r.course_id WHERE r.id = ${ENTITY_UUID})
  WHEN 'refund' THEN (SELECT jsonb_build_object('name', 'Refund of order ' || o.order_number, 'page',
    'order', 'id', o.id) FROM refunds r JOIN orders o ON o.id = r.order_id WHERE r.id = ${ENTITY_UUID})
  END`;
const SUBJECT_OR_RECORDED = `coalesce(${SUBJECT}, CASE WHEN ${RECORDED_NAME} IS NOT NULL
  THEN jsonb_build_object('name', ${RECORDED_NAME}, 'page', NULL, 'id', entity_id) END)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One page of the log, newest first. */
export async function listAudit(db: Queryable, filter: AuditFilter) {
  const filters = new Filters();
  if (filter.q?.trim()) {
    const p = likePattern(filter.q);
    filters.add('(action ILIKE ? OR entity_id ILIKE ? OR actor_email ILIKE ?)', p, p, p);
  }
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
      action, entity, entity_id AS "entityId", before, after, ${SUBJECT_OR_RECORDED} AS subject`,
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
  subject: AuditSubject | null;
}
