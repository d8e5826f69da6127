import { REFUND_PROVIDER_FAILED_NOTE } from '@contract/messages/refunds';
import type { Queryable } from '../../db';
import { findOrder } from '../../repositories/orders';
import { appliedPaymentOf } from '../../repositories/payments';
import { claimStuckRefunds, deferStuckRefund, type RefundRow } from '../../repositories/refunds';
import { retryDelaySeconds } from '../mail/outbox';
import { acceptRefund, type RefundApp } from './approveRefund';
import { failUnansweredRefundOf } from './releaseRefund';

/** Claims of one refund (the first approval's included) before it is failed for staff to see. */
export const REFUND_MAX_ATTEMPTS = 8;
const BATCH = 20;

/** The provider's id of the payment an order was paid with ('' if none is on record). */
async function paymentIdOf(db: Queryable, orderId: string): Promise<string> {
  const payment = await appliedPaymentOf(db, orderId);
  return payment?.provider_payment_id ?? (await findOrder(db, orderId))?.payment_id ?? '';
}

/** One claimed refund, asked of the provider again under its own id as the idempotency key. */
async function retry(app: RefundApp, refund: RefundRow): Promise<void> {
  try {
    const paymentId = await paymentIdOf(app.db, refund.order_id);
    const { id } = await app.paymentProvider.refund(paymentId, refund.amount_paise, refund.id);
    await acceptRefund(app, refund.id, id, null);
  } catch (error) {
    app.log.error(
      { err: error, refundId: refund.id, attempts: refund.attempts },
      'Refund retry failed',
    );
    if (refund.attempts >= REFUND_MAX_ATTEMPTS)
      await failUnansweredRefundOf(app.db, refund, REFUND_PROVIDER_FAILED_NOTE);
    else
      await deferStuckRefund(
        app.db,
        refund.id,
        refund.attempts,
        retryDelaySeconds(refund.attempts),
      );
  }
}

/**
 * Finishes refunds left processing by a process that died after claiming them: a refund still
 * without the provider's refund id when its lease runs out is claimed again (by one process only)
 * and asked of the provider again. The provider answers the refund it may already have made (the
 * same idempotency key), and the credit note and mail follow once (acceptRefund). A failure waits
 * longer each time; after REFUND_MAX_ATTEMPTS claims the refund is failed, the order stays paid and
 * the learner may ask again. Answers how many refunds were claimed.
 */
export async function retryStuckRefunds(app: RefundApp): Promise<number> {
  let claimed = 0;
  for (;;) {
    const refunds = await claimStuckRefunds(app.db, BATCH, app.config.refundRetry.leaseSeconds);
    for (const refund of refunds) await retry(app, refund);
    claimed += refunds.length;
    if (refunds.length < BATCH) return claimed;
  }
}
