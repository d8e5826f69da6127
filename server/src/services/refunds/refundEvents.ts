import { REFUND_PROVIDER_FAILED_NOTE } from '@contract/messages/refunds';
import {
  findRefundByProviderId,
  findUnmatchedRefundOfPayment,
  markRefundAccepted,
} from '../../repositories/refunds';
import type { PaidOrderApp } from '../billing/paidOrder';
import type { Db } from '../../db';
import { completeRefund } from './completeRefund';
import { releaseRefund } from './releaseRefund';

/** Razorpay's `payload.refund.entity`. */
export interface RefundEntity {
  id?: string;
  payment_id?: string;
  amount?: number;
  status?: string;
}

export type RefundEventOutcome = 'refunded' | 'refund-failed' | 'already-handled' | 'ignored';

/**
 * Razorpay's refund.processed and refund.failed for a refund we asked for. processed: the refund
 * completes (credit note, access to its lines ended); failed: the refund is failed, its lines stay
 * paid and any access taken (a test's entitlement, ended when asked for) is given back. A refund already in its final state is left alone, so a repeated
 * event does nothing.
 */
export async function handleRefundEvent(
  app: PaidOrderApp & { db: Db },
  event: 'refund.processed' | 'refund.failed',
  entity: RefundEntity,
): Promise<RefundEventOutcome> {
  if (!entity.id) return 'ignored';
  const providerRefundId = entity.id;
  return app.db.transaction(async (tx) => {
    let refund = await findRefundByProviderId(tx, providerRefundId, true);
    // Before the approval stored the provider's id (a fast webhook): matched by the payment.
    if (!refund && entity.payment_id) {
      const amount = Number.isSafeInteger(entity.amount) ? entity.amount : undefined;
      refund = await findUnmatchedRefundOfPayment(tx, entity.payment_id, amount);
      if (refund) await markRefundAccepted(tx, refund.id, providerRefundId, null);
    }
    if (!refund) return 'ignored';
    if (refund.status !== 'processing') return 'already-handled';
    if (event === 'refund.processed') {
      await completeRefund(app, tx, refund);
      return 'refunded';
    }
    await releaseRefund(tx, refund, 'failed', REFUND_PROVIDER_FAILED_NOTE, null);
    return 'refund-failed';
  });
}
