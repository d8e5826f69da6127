import type { Db, Queryable } from '../../db';
import {
  markOrderPaidAndGrant,
  orderItems,
  orderOwnerId,
  ownsAnyCourseOf,
  requireOrder,
} from '../../repositories/orders';
import { grantTests, untakenTestsOfOrder } from '../../repositories/testEntitlements';
import {
  findPaymentStatus,
  insertPayment,
  markPaymentRefunded,
  type PaymentStatus,
} from '../../repositories/payments';
import { lockUser } from '../accounts/accounts';
import { paidPrices } from '../orders/paidPrices';
import type { PaymentProvider } from './provider';

/** A payment the provider reports as captured, for one of our provider orders. */
export interface CapturedPayment {
  paymentId: string;
  providerOrderId: string;
  orderId: string;
  amountPaise: number;
}

/** Told, in the transaction that records it, of a payment that is to be given back. */
export type RefundPendingHook = (
  tx: Queryable,
  userId: string,
  amountPaise: number,
) => Promise<void>;

/** Told, in the transaction that marks the order paid, so the invoice is issued with it. */
export type PaidHook = (
  tx: Queryable,
  orderId: string,
  paymentId: string,
  provider: string,
) => Promise<void>;

export interface Settlement {
  status: PaymentStatus;
  /** True only for the call that first recorded the payment. */
  recorded: boolean;
  userId: string;
}

/** What settling a payment is told: where to report, and how long a bought test stays valid. */
export interface SettlementHooks {
  log: { error(fields: object, message: string): void };
  onRefundPending: RefundPendingHook;
  onPaid?: PaidHook;
  /** Days a bought test may be started in (TEST_VALIDITY_DAYS). */
  testValidityDays: number;
}

/**
 * Records the payment once and decides, under the user and order locks, whether it pays the order:
 * only a pending order, for its full amount, with no course the learner already owns and no test
 * they hold untaken. Anything else (a second tab, a payment after cancellation) is kept as
 * refund_pending. Paying grants the courses at the prices paid and one bought test per test line
 * (once: a second confirmation of the payment finds it recorded); the coupon stays counted: it was
 * taken when applied and is given back only by removing or replacing it, or by a cancellation,
 * none of which a paid order can have.
 */
async function record(
  tx: Queryable,
  payment: CapturedPayment,
  provider: string,
  hooks: SettlementHooks,
) {
  const userId = (await orderOwnerId(tx, payment.orderId))!;
  await lockUser(tx, userId);
  const order = await requireOrder(tx, payment.orderId, true);
  const known = await findPaymentStatus(tx, payment.paymentId);
  if (known) return { status: known, recorded: false, userId };
  const pays =
    order.status === 'pending' &&
    payment.amountPaise >= order.total_price * 100 &&
    !(await ownsAnyCourseOf(tx, order)) &&
    (await untakenTestsOfOrder(tx, order)).length === 0;
  // An order paid before payments were recorded, by this very payment, is not paid twice.
  const alreadyThis = order.status === 'paid' && order.payment_id === payment.paymentId;
  const status: PaymentStatus = pays || alreadyThis ? 'applied' : 'refund_pending';
  await insertPayment(tx, { ...payment, provider, status });
  if (pays) {
    const lines = paidPrices(await orderItems(tx, order.id), order.discount);
    await markOrderPaidAndGrant(tx, order, payment.paymentId, lines);
    const tests = lines.filter((line) => line.model === 'Test');
    await grantTests(
      tx,
      order,
      tests.map((line) => ({ testId: line.productId, price: line.price })),
      hooks.testValidityDays,
    );
    await hooks.onPaid?.(tx, order.id, payment.paymentId, provider);
  }
  if (status === 'refund_pending') await hooks.onRefundPending(tx, userId, payment.amountPaise);
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
  hooks: SettlementHooks,
): Promise<Settlement> {
  const { log } = hooks;
  const settled = await db.transaction((tx) => record(tx, payment, provider.kind, hooks));
  if (settled.status !== 'refund_pending') return settled;
  try {
    // One refund per payment: its id is the key, so a retried refund is not made twice.
    const refund = await provider.refund(
      payment.paymentId,
      payment.amountPaise,
      `payment-${payment.paymentId}`,
    );
    await markPaymentRefunded(db, payment.paymentId, refund.id);
    return { ...settled, status: 'refunded' };
  } catch (error) {
    log.error({ err: error, paymentId: payment.paymentId }, 'Refund failed; will retry');
    return settled;
  }
}
