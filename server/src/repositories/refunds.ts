import type { RefundStatus } from '@contract/types';
import type { Queryable } from '../db';

// Refunds of whole orders (docs/billing.md, "Refunds").

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

/** The order's latest refund, if one was asked for. */
export async function latestRefundOfOrder(
  db: Queryable,
  orderId: string,
): Promise<RefundRow | undefined> {
  const result = await db.query<RefundRow>(
    `SELECT ${COLUMNS} FROM refunds WHERE order_id = $1 ORDER BY requested_at DESC, id DESC LIMIT 1`,
    [orderId],
  );
  return result.rows[0];
}

/** The order's refund that is open or done (requested, processing, refunded), if any. */
export async function liveRefundOfOrder(
  db: Queryable,
  orderId: string,
): Promise<RefundRow | undefined> {
  const result = await db.query<RefundRow>(
    `SELECT ${COLUMNS} FROM refunds WHERE order_id = $1 AND status IN ('requested', 'processing', 'refunded')`,
    [orderId],
  );
  return result.rows[0];
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
 * came meanwhile (a retry, or the webhook). True when it was failed here.
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
  return result.rowCount > 0;
}

/** The note staff gave with their decision, which the learner sees on the order. */
export async function noteRefundDecision(tx: Queryable, id: string, note: string): Promise<void> {
  await tx.query('UPDATE refunds SET decision_note = $2 WHERE id = $1', [id, note]);
}

/** Staff or the provider turned it down: rejected or failed, with why. */
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
 * provider's webhook can arrive before the transaction that stores it), locked.
 */
export async function findUnmatchedRefundOfPayment(
  db: Queryable,
  paymentId: string,
): Promise<RefundRow | undefined> {
  const result = await db.query<RefundRow>(
    `SELECT ${R_COLUMNS} FROM refunds r
     JOIN payments p ON p.order_id = r.order_id AND p.status = 'applied'
     WHERE p.provider_payment_id = $1 AND r.status = 'processing' AND r.provider_refund_id IS NULL
     FOR UPDATE OF r`,
    [paymentId],
  );
  return result.rows[0];
}
