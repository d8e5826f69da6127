import {
  REFUND_ALREADY_DECIDED,
  REFUND_NOT_FOUND,
  REFUND_PROVIDER_FAILED,
  REFUND_PROVIDER_FAILED_NOTE,
} from '@contract/messages/refunds';
import type { Db } from '../../db';
import { conflict, HttpError, notFound } from '../../lib/httpError';
import { recordAudit } from '../../repositories/auditLog';
import {
  claimRefund,
  noteRefundDecision,
  failUnansweredRefund,
  findRefund,
  markRefundAccepted,
  type RefundRow,
} from '../../repositories/refunds';
import type { PaidOrderApp } from '../billing/paidOrder';
import type { PaymentProvider } from '../payments/provider';
import { completeRefund } from './completeRefund';

export interface RefundApp extends PaidOrderApp {
  db: Db;
  paymentProvider: PaymentProvider;
  /** How long a refund claimed for the provider is its process's (REFUND_LEASE_SECONDS). */
  config: { refundRetry: { leaseSeconds: number } };
  log: { error(fields: object, message: string): void };
}

/** A member of staff deciding, as the audit log names them; null for an automatic approval. */
export interface Decider {
  id: string;
  email: string;
  /** A note the learner sees with an approval ('' or absent: none). */
  note?: string;
}

const snapshot = (refund: RefundRow) => ({
  status: refund.status,
  amountPaise: refund.amount_paise,
  decisionNote: refund.decision_note,
  providerRefundId: refund.provider_refund_id,
});

/**
 * The provider has the refund (its id): stored in one transaction, and in Test mode the refund is
 * completed at once; a Razorpay refund waits for refund.processed (which may already have come and
 * completed it). Completing only a processing refund, under its row lock, makes the credit note and
 * the mail happen once however many answers arrive.
 */
export function acceptRefund(
  app: RefundApp,
  refundId: string,
  providerRefundId: string,
  deciderId: string | null,
): Promise<RefundRow> {
  return app.db.transaction(async (tx) => {
    await markRefundAccepted(tx, refundId, providerRefundId, deciderId);
    const refund = (await findRefund(tx, refundId, true))!;
    if (app.paymentProvider.kind === 'test' && refund.status === 'processing')
      await completeRefund(app, tx, refund);
    return (await findRefund(tx, refundId))!;
  });
}

/**
 * Approves a requested refund. First, in a short transaction, the refund is claimed (status
 * processing, leased, so no second approval can reach the provider) with the staff member's audit
 * entry. Then the provider is asked to refund the payment, outside any transaction, with the
 * refund's id as the idempotency key. Refused: the refund is failed with why, the order stays paid
 * and keeps its access (502). Accepted: see acceptRefund. If this process dies in between, the
 * retry job (retryStuckRefunds.ts) asks again once the lease has run out.
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
    await claimRefund(tx, refundId, decider?.id ?? null, app.config.refundRetry.leaseSeconds);
    if (decider?.note) await noteRefundDecision(tx, refundId, decider.note);
    if (decider)
      await recordAudit(tx, {
        actorId: decider.id,
        actorEmail: decider.email,
        action: 'refund.approve',
        entity: 'refund',
        entityId: refundId,
        before: snapshot(refund),
        after: {
          ...snapshot(refund),
          status: 'processing',
          decisionNote: decider.note || refund.decision_note,
        },
      });
    return refund;
  });
  let providerRefundId: string;
  try {
    providerRefundId = (await app.paymentProvider.refund(paymentId, claimed.amount_paise, refundId))
      .id;
  } catch (error) {
    app.log.error({ err: error, refundId }, 'Refund refused by the payment provider');
    await failUnansweredRefund(app.db, refundId, REFUND_PROVIDER_FAILED_NOTE);
    throw new HttpError(502, REFUND_PROVIDER_FAILED);
  }
  return acceptRefund(app, refundId, providerRefundId, decider?.id ?? null);
}
