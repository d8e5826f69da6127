import type { Db, Queryable } from '../../db';
import { findOrder, grantOrder, lockUser, ownsAnyCourseOf } from '../orders';
import type { PaymentProvider } from './provider';

/** A payment the provider reports as captured, for one of our provider orders. */
export interface CapturedPayment {
  paymentId: string;
  providerOrderId: string;
  orderId: string;
  amountPaise: number;
}

export type PaymentStatus = 'applied' | 'refund_pending' | 'refunded';

export interface Settlement {
  status: PaymentStatus;
  /** True only for the call that first recorded the payment. */
  recorded: boolean;
  userId: string;
}

/**
 * Records the payment once and decides, under the user and order locks, whether it pays the order:
 * only a pending order, for its full amount, with no course the learner already owns. Anything else
 * (a second tab, a payment after cancellation) is kept as refund_pending.
 */
async function record(tx: Queryable, payment: CapturedPayment, provider: string) {
  const owner = await tx.query<{ user_id: string }>('SELECT user_id FROM orders WHERE id = $1', [
    payment.orderId,
  ]);
  const userId = owner.rows[0].user_id;
  await lockUser(tx, userId);
  const order = (await findOrder(tx, payment.orderId, true))!;
  const known = await tx.query<{ status: PaymentStatus }>(
    'SELECT status FROM payments WHERE provider_payment_id = $1',
    [payment.paymentId],
  );
  if (known.rows[0]) return { status: known.rows[0].status, recorded: false, userId };
  const pays =
    order.status === 'pending' &&
    payment.amountPaise >= order.total_price * 100 &&
    !(await ownsAnyCourseOf(tx, order));
  // An order paid before payments were recorded, by this very payment, is not paid twice.
  const alreadyThis = order.status === 'paid' && order.payment_id === payment.paymentId;
  const status: PaymentStatus = pays || alreadyThis ? 'applied' : 'refund_pending';
  await tx.query(
    `INSERT INTO payments (provider_payment_id, provider, provider_order_id, order_id, amount_paise, status)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      payment.paymentId,
      provider,
      payment.providerOrderId,
      payment.orderId,
      payment.amountPaise,
      status,
    ],
  );
  if (pays) await grantOrder(tx, order, payment.paymentId);
  return { status, recorded: !alreadyThis, userId };
}

/**
 * Settles a captured payment: pays the order, or gives the money back through the provider. A
 * refund that fails stays refund_pending and is tried again when the payment is reported again
 * (the checkout retrying, the provider redelivering its webhook).
 */
export async function settlePayment(
  db: Db,
  provider: PaymentProvider,
  payment: CapturedPayment,
  log: { error(fields: object, message: string): void },
): Promise<Settlement> {
  const settled = await db.transaction((tx) => record(tx, payment, provider.kind));
  if (settled.status !== 'refund_pending') return settled;
  try {
    const refund = await provider.refund(payment.paymentId, payment.amountPaise);
    await db.query(
      `UPDATE payments SET status = 'refunded', refund_id = $2, refunded_at = now()
       WHERE provider_payment_id = $1 AND status = 'refund_pending'`,
      [payment.paymentId, refund.id],
    );
    return { ...settled, status: 'refunded' };
  } catch (error) {
    log.error({ err: error, paymentId: payment.paymentId }, 'Refund failed; will retry');
    return settled;
  }
}
