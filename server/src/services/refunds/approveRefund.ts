import {
  REFUND_ALREADY_DECIDED,
  REFUND_NOT_FOUND,
  REFUND_PROVIDER_FAILED,
  REFUND_PROVIDER_FAILED_NOTE,
} from '@contract/messages/refunds';
import type { Db } from '../../db';
import { conflict, HttpError, notFound } from '../../lib/httpError';
import { recordAudit } from '../../repositories/auditLog';
import { findRefund, markRefundAccepted, type RefundRow } from '../../repositories/refunds';
import type { PaidOrderApp } from '../billing/paidOrder';
import type { PaymentProvider } from '../payments/provider';
import { completeRefund } from './completeRefund';
import { releaseRefund } from './releaseRefund';

export interface RefundApp extends PaidOrderApp {
  db: Db;
  paymentProvider: PaymentProvider;
  log: { error(fields: object, message: string): void };
}

/** A member of staff deciding, as the audit log names them; null for an automatic approval. */
export interface Decider {
  id: string;
  email: string;
}

const snapshot = (refund: RefundRow) => ({
  status: refund.status,
  amountPaise: refund.amount_paise,
  decisionNote: refund.decision_note,
  providerRefundId: refund.provider_refund_id,
});

/**
 * Approves a requested refund. First, in a short transaction, the refund is claimed (status
 * processing, so no second approval can reach the provider) with the staff member's audit entry.
 * Then the provider is asked to refund the payment, outside any transaction. Refused: the refund
 * is failed with why, its lines stay paid and keep their access (502). Accepted: in one
 * transaction its refund id is stored, and in Test mode the refund is completed at once; a
 * Razorpay refund stays processing until its webhook says refund.processed.
 */
export async function approveRefund(
  app: RefundApp,
  refundId: string,
  decider: Decider | null,
  paymentId: string,
): Promise<RefundRow> {
  const claimed = await app.db.transaction(async (tx) => {
    const refund = await findRefund(tx, refundId, true);
    if (!refund) throw notFound(REFUND_NOT_FOUND);
    if (refund.status !== 'requested') throw conflict(REFUND_ALREADY_DECIDED);
    await tx.query(
      `UPDATE refunds SET status = 'processing', decided_by = $2, decided_at = now() WHERE id = $1`,
      [refundId, decider?.id ?? null],
    );
    if (decider)
      await recordAudit(tx, {
        actorId: decider.id,
        actorEmail: decider.email,
        action: 'refund.approve',
        entity: 'refund',
        entityId: refundId,
        before: snapshot(refund),
        after: { ...snapshot(refund), status: 'processing' },
      });
    return refund;
  });
  let providerRefundId: string;
  try {
    providerRefundId = (await app.paymentProvider.refund(paymentId, claimed.amount_paise)).id;
  } catch (error) {
    app.log.error({ err: error, refundId }, 'Refund refused by the payment provider');
    await app.db.transaction((tx) =>
      releaseRefund(tx, claimed, 'failed', REFUND_PROVIDER_FAILED_NOTE, null),
    );
    throw new HttpError(502, REFUND_PROVIDER_FAILED);
  }
  return app.db.transaction(async (tx) => {
    await markRefundAccepted(tx, refundId, providerRefundId, decider?.id ?? null);
    const refund = (await findRefund(tx, refundId, true))!;
    // Test mode refunds at once; a Razorpay refund waits for refund.processed (which may already
    // have come and completed it).
    if (app.paymentProvider.kind === 'test' && refund.status === 'processing')
      await completeRefund(app, tx, refund);
    return (await findRefund(tx, refundId))!;
  });
}
