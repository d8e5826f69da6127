import type { Queryable } from '../db';

// Payment attempts (provider orders opened for our orders), the payments providers report, and the
// webhook events already handled. Each function runs on the database or on the transaction it is
// given.

export type PaymentStatus = 'applied' | 'refund_pending' | 'refunded';

/** The newest provider order opened for this order, provider and amount. */
export async function findProviderOrderId(
  db: Queryable,
  orderId: string,
  provider: string,
  amountPaise: number,
): Promise<string | undefined> {
  const result = await db.query<{ provider_order_id: string }>(
    `SELECT provider_order_id FROM payment_attempts
     WHERE order_id = $1 AND provider = $2 AND amount_paise = $3 ORDER BY created_at DESC LIMIT 1`,
    [orderId, provider, amountPaise],
  );
  return result.rows[0]?.provider_order_id;
}

export async function insertPaymentAttempt(
  db: Queryable,
  attempt: { providerOrderId: string; orderId: string; provider: string; amountPaise: number },
): Promise<void> {
  await db.query(
    `INSERT INTO payment_attempts (provider_order_id, order_id, provider, amount_paise) VALUES ($1, $2, $3, $4)`,
    [attempt.providerOrderId, attempt.orderId, attempt.provider, attempt.amountPaise],
  );
}

export interface AttemptRow {
  provider_order_id: string;
  order_id: string;
  amount_paise: number;
}

/** The attempt behind a provider order id, for this order and provider. */
export async function findAttemptOfOrder(
  db: Queryable,
  orderId: string,
  providerOrderId: string,
  provider: string,
): Promise<AttemptRow | undefined> {
  const result = await db.query<AttemptRow>(
    `SELECT provider_order_id, order_id, amount_paise FROM payment_attempts
     WHERE order_id = $1 AND provider_order_id = $2 AND provider = $3`,
    [orderId, providerOrderId, provider],
  );
  return result.rows[0];
}

/** The attempt behind a provider order id, whatever order it is for. */
export async function findAttempt(
  db: Queryable,
  providerOrderId: string,
): Promise<AttemptRow | undefined> {
  const result = await db.query<AttemptRow>(
    'SELECT provider_order_id, order_id, amount_paise FROM payment_attempts WHERE provider_order_id = $1',
    [providerOrderId],
  );
  return result.rows[0];
}

/** Who placed the order behind a test provider order id. */
export async function testAttemptOwnerId(
  db: Queryable,
  providerOrderId: string,
): Promise<string | undefined> {
  const result = await db.query<{ user_id: string }>(
    `SELECT o.user_id FROM payment_attempts a JOIN orders o ON o.id = a.order_id
     WHERE a.provider_order_id = $1 AND a.provider = 'test'`,
    [providerOrderId],
  );
  return result.rows[0]?.user_id;
}

export async function findPaymentStatus(
  db: Queryable,
  paymentId: string,
): Promise<PaymentStatus | undefined> {
  const result = await db.query<{ status: PaymentStatus }>(
    'SELECT status FROM payments WHERE provider_payment_id = $1',
    [paymentId],
  );
  return result.rows[0]?.status;
}

export async function insertPayment(
  db: Queryable,
  payment: {
    paymentId: string;
    provider: string;
    providerOrderId: string;
    orderId: string;
    amountPaise: number;
    status: PaymentStatus;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO payments (provider_payment_id, provider, provider_order_id, order_id, amount_paise, status)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      payment.paymentId,
      payment.provider,
      payment.providerOrderId,
      payment.orderId,
      payment.amountPaise,
      payment.status,
    ],
  );
}

export async function markPaymentRefunded(
  db: Queryable,
  paymentId: string,
  refundId: string,
): Promise<void> {
  await db.query(
    `UPDATE payments SET status = 'refunded', refund_id = $2, refunded_at = now()
     WHERE provider_payment_id = $1 AND status = 'refund_pending'`,
    [paymentId, refundId],
  );
}

export async function webhookEventSeen(db: Queryable, eventId: string): Promise<boolean> {
  const seen = await db.query('SELECT 1 FROM payment_events WHERE event_id = $1', [eventId]);
  return seen.rowCount > 0;
}

export async function recordWebhookEvent(
  db: Queryable,
  eventId: string,
  event: string,
): Promise<void> {
  await db.query(
    'INSERT INTO payment_events (event_id, event) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING',
    [eventId, event],
  );
}

export interface AttemptHistoryRow {
  provider_order_id: string;
  provider: 'razorpay' | 'test';
  amount_paise: number;
  created_at: Date;
  payment_id: string | null;
  payment_status: PaymentStatus | null;
}

/** The order's checkout attempts, oldest first, each with the payment captured for it (if any). */
export async function attemptsOfOrder(
  db: Queryable,
  orderId: string,
): Promise<AttemptHistoryRow[]> {
  const result = await db.query<AttemptHistoryRow>(
    `SELECT a.provider_order_id, a.provider, a.amount_paise, a.created_at,
       p.provider_payment_id AS payment_id, p.status AS payment_status
     FROM payment_attempts a
     LEFT JOIN LATERAL (
       SELECT provider_payment_id, status FROM payments WHERE provider_order_id = a.provider_order_id
       ORDER BY (status = 'applied') DESC, captured_at DESC LIMIT 1
     ) p ON true
     WHERE a.order_id = $1 ORDER BY a.created_at, a.provider_order_id`,
    [orderId],
  );
  return result.rows;
}

/** The payment that paid the order: its provider payment id, provider and amount. */
export async function appliedPaymentOf(
  db: Queryable,
  orderId: string,
): Promise<{ provider_payment_id: string; provider: string; amount_paise: number } | undefined> {
  const result = await db.query<{
    provider_payment_id: string;
    provider: string;
    amount_paise: number;
  }>(
    `SELECT provider_payment_id, provider, amount_paise FROM payments WHERE order_id = $1 AND status = 'applied'`,
    [orderId],
  );
  return result.rows[0];
}
