import type { RefundItem, RefundStatus } from '@contract/types';
import type { Queryable } from '../db';

// Refunds of some lines of an order (docs/billing.md, "Refunds"): `refunds` holds the request and
// its decision, `refund_items` the lines it gives back.

export interface RefundRow {
  id: string;
  order_id: string;
  user_id: string;
  status: RefundStatus;
  reason: string;
  amount_paise: number;
  automatic: boolean;
  provider_refund_id: string | null;
  decided_by: string | null;
  decision_note: string | null;
  requested_at: Date;
  decided_at: Date | null;
  refunded_at: Date | null;
  /** Times the refund was claimed to be asked of the provider. */
  attempts: number;
}

const COLUMNS = `id, order_id, user_id, status, reason, amount_paise, automatic, provider_refund_id,
  decided_by, decision_note, requested_at, decided_at, refunded_at, attempts`;
/** The same columns of `refunds r`. */
const R_COLUMNS = COLUMNS.replace(/(^|, *|\n *)(\w+)/g, '$1r.$2');

export async function insertRefund(
  tx: Queryable,
  refund: {
    orderId: string;
    userId: string;
    reason: string;
    amountPaise: number;
    automatic: boolean;
  },
): Promise<RefundRow> {
  const result = await tx.query<RefundRow>(
    `INSERT INTO refunds (order_id, user_id, status, reason, amount_paise, automatic)
     VALUES ($1, $2, 'requested', $3, $4, $5) RETURNING ${COLUMNS}`,
    [refund.orderId, refund.userId, refund.reason, refund.amountPaise, refund.automatic],
  );
  return result.rows[0]!;
}

export async function findRefund(
  db: Queryable,
  id: string,
  lock = false,
): Promise<RefundRow | undefined> {
  const result = await db.query<RefundRow>(
    `SELECT ${COLUMNS} FROM refunds WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return result.rows[0];
}

export async function findRefundByProviderId(
  db: Queryable,
  providerRefundId: string,
  lock = false,
): Promise<RefundRow | undefined> {
  const result = await db.query<RefundRow>(
    `SELECT ${COLUMNS} FROM refunds WHERE provider_refund_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [providerRefundId],
  );
  return result.rows[0];
}

/** Every refund of the order, newest first. */
export async function refundsOfOrder(db: Queryable, orderId: string): Promise<RefundRow[]> {
  const result = await db.query<RefundRow>(
    `SELECT ${COLUMNS} FROM refunds WHERE order_id = $1 ORDER BY requested_at DESC, id DESC`,
    [orderId],
  );
  return result.rows;
}

/** The status of each order's latest refund, for the orders that have one. */
export async function latestRefundStatusOfOrders(
  db: Queryable,
  orderIds: string[],
): Promise<Map<string, RefundStatus>> {
  const result = await db.query<{ order_id: string; status: RefundStatus }>(
    `SELECT DISTINCT ON (order_id) order_id, status FROM refunds
     WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, requested_at DESC, id DESC`,
    [orderIds],
  );
  return new Map(result.rows.map((row) => [row.order_id, row.status]));
}

/** The lines a refund gives back, with what each gives back. */
export async function insertRefundItems(
  tx: Queryable,
  refundId: string,
  orderId: string,
  items: readonly { position: number; amountPaise: number }[],
): Promise<void> {
  for (const item of items)
    await tx.query(
      `INSERT INTO refund_items (refund_id, order_id, position, amount_paise) VALUES ($1, $2, $3, $4)`,
      [refundId, orderId, item.position, item.amountPaise],
    );
}

/** A refund's line as shown, with its position in the order. */
export type RefundLine = RefundItem & { position: number };

/** The lines of each of these refunds, in line order. */
export async function linesOfRefunds(
  db: Queryable,
  refundIds: readonly string[],
): Promise<Map<string, RefundLine[]>> {
  const result = await db.query<RefundLine & { refund_id: string }>(
    `SELECT ri.refund_id, ri.position, ri.amount_paise AS "amountPaise",
       coalesce(i.course_id, i.test_id) AS "productId",
       CASE WHEN i.test_id IS NULL THEN 'Course' ELSE 'Test' END AS model, i.title
     FROM refund_items ri JOIN order_items i ON i.order_id = ri.order_id AND i.position = ri.position
     WHERE ri.refund_id = ANY($1::uuid[]) ORDER BY ri.refund_id, ri.position`,
    [refundIds],
  );
  const lines = new Map<string, RefundLine[]>();
  for (const { refund_id: refundId, ...line } of result.rows)
    lines.set(refundId, [...(lines.get(refundId) ?? []), line]);
  return lines;
}

export async function linesOfRefund(db: Queryable, refundId: string): Promise<RefundLine[]> {
  return (await linesOfRefunds(db, [refundId])).get(refundId) ?? [];
}

/**
 * Claimed to be asked of the provider (processing), by staff or automatically (`decidedBy` null),
 * leased for `leaseSeconds`: if no answer is stored by then, the retry job claims it again.
 */
export async function claimRefund(
  tx: Queryable,
  id: string,
  decidedBy: string | null,
  leaseSeconds: number,
): Promise<void> {
  await tx.query(
    `UPDATE refunds SET status = 'processing', decided_by = $2, decided_at = now(),
       attempts = attempts + 1, locked_until = now() + make_interval(secs => $3)
     WHERE id = $1`,
    [id, decidedBy, leaseSeconds],
  );
}

/**
 * Claims up to `limit` refunds whose claim ran out while they wait for the provider's refund id
 * (the process asking died), oldest lease first, for another `leaseSeconds`. Rows another process
 * is claiming right now are skipped, so no two processes retry the same refund at once.
 */
export async function claimStuckRefunds(
  db: Queryable,
  limit: number,
  leaseSeconds: number,
): Promise<RefundRow[]> {
  const result = await db.query<RefundRow>(
    `UPDATE refunds SET attempts = attempts + 1, locked_until = now() + make_interval(secs => $2)
     WHERE id IN (
       SELECT id FROM refunds
       WHERE status = 'processing' AND provider_refund_id IS NULL AND locked_until < now()
       ORDER BY locked_until
       FOR UPDATE SKIP LOCKED
       LIMIT $1
     )
     RETURNING ${COLUMNS}`,
    [limit, leaseSeconds],
  );
  return result.rows;
}

/** The retry failed: tried again after `delaySeconds`, unless it was claimed again meanwhile. */
export async function deferStuckRefund(
  db: Queryable,
  id: string,
  attempts: number,
  delaySeconds: number,
): Promise<void> {
  await db.query(
    `UPDATE refunds SET locked_until = now() + make_interval(secs => $3)
     WHERE id = $1 AND attempts = $2 AND status = 'processing' AND provider_refund_id IS NULL`,
    [id, attempts, delaySeconds],
  );
}

/**
 * The provider refused (or never answered) a claimed refund: failed with why, unless its answer
 * came meanwhile (a retry, or the webhook); its lines may then be asked for again. True when it
 * was failed here.
 */
export async function failUnansweredRefund(
  tx: Queryable,
  id: string,
  note: string,
): Promise<boolean> {
  const result = await tx.query(
    `UPDATE refunds SET status = 'failed', decision_note = $2, locked_until = NULL,
       decided_at = coalesce(decided_at, now())
     WHERE id = $1 AND status = 'processing' AND provider_refund_id IS NULL`,
    [id, note],
  );
  if (result.rowCount === 0) return false;
  await tx.query(`UPDATE refund_items SET live = false WHERE refund_id = $1`, [id]);
  return true;
}

/** The note staff gave with their decision, which the learner sees on the order. */
export async function noteRefundDecision(tx: Queryable, id: string, note: string): Promise<void> {
  await tx.query('UPDATE refunds SET decision_note = $2 WHERE id = $1', [id, note]);
}

/** Staff or the provider turned it down: rejected or failed, with why; its lines are free again. */
export async function closeRefund(
  tx: Queryable,
  id: string,
  status: 'rejected' | 'failed',
  note: string,
  decidedBy: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE refunds SET status = $2, decision_note = $3, decided_by = coalesce($4, decided_by),
       decided_at = coalesce(decided_at, now()) WHERE id = $1`,
    [id, status, note, decidedBy],
  );
  // Its lines may be asked for again.
  await tx.query(`UPDATE refund_items SET live = false WHERE refund_id = $1`, [id]);
}

/** The provider accepted the refund (claimed as processing before it was asked): its id. */
export async function markRefundAccepted(
  tx: Queryable,
  id: string,
  providerRefundId: string,
  decidedBy: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE refunds SET provider_refund_id = coalesce(provider_refund_id, $2), locked_until = NULL,
       decided_by = coalesce($3, decided_by), decided_at = coalesce(decided_at, now()) WHERE id = $1`,
    [id, providerRefundId, decidedBy],
  );
}

export async function markRefundRefunded(tx: Queryable, id: string): Promise<void> {
  await tx.query(`UPDATE refunds SET status = 'refunded', refunded_at = now() WHERE id = $1`, [id]);
}

export interface RefundListRow extends RefundRow {
  order_number: string;
  email: string;
  name: string;
}

/** Refunds for staff, oldest request first, optionally of one status (or the one with this id). */
export async function listRefunds(
  db: Queryable,
  status: RefundStatus | undefined,
  id?: string,
): Promise<RefundListRow[]> {
  const result = await db.query<RefundListRow>(
    `SELECT ${R_COLUMNS}, o.order_number, u.email, u.name
     FROM refunds r JOIN orders o ON o.id = r.order_id JOIN users u ON u.id = r.user_id
     WHERE ($1::text IS NULL OR r.status = $1) AND ($2::uuid IS NULL OR r.id = $2)
     ORDER BY r.requested_at, r.id LIMIT 500`,
    [status ?? null, id ?? null],
  );
  return result.rows;
}

/**
 * The processing refund of the order a payment paid, whose provider id is not stored yet (the
 * provider's webhook can arrive before the transaction that stores it), locked. An order may have
 * several refunds (of different lines) processing at once: the amount, when the event gives one,
 * tells them apart; otherwise the oldest is taken.
 */
export async function findUnmatchedRefundOfPayment(
  db: Queryable,
  paymentId: string,
  amountPaise?: number,
): Promise<RefundRow | undefined> {
  const result = await db.query<RefundRow>(
    `SELECT ${R_COLUMNS} FROM refunds r
     JOIN payments p ON p.order_id = r.order_id AND p.status = 'applied'
     WHERE p.provider_payment_id = $1 AND r.status = 'processing' AND r.provider_refund_id IS NULL
       AND ($2::int IS NULL OR r.amount_paise = $2)
     ORDER BY r.requested_at, r.id LIMIT 1
     FOR UPDATE OF r`,
    [paymentId, amountPaise ?? null],
  );
  return result.rows[0];
}
