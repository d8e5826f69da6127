import { REFUND_ALREADY_DECIDED, REFUND_NOT_FOUND } from '@contract/messages/refunds';
import { validateRefundRejection } from '@contract/validation/admin';
import { badRequest, conflict, notFound } from '../../lib/httpError';
import { recordAudit } from '../../repositories/auditLog';
import { findOrder } from '../../repositories/orders';
import { findUserById } from '../../repositories/users';
import { appliedPaymentOf } from '../../repositories/payments';
import { closeRefund, findRefund, type RefundRow } from '../../repositories/refunds';
import { refundRejectedMail } from '../mail/billingTemplates';
import { approveRefund, type Decider, type RefundApp } from './approveRefund';

/** Staff approve a refund waiting for them: the provider is asked as for an automatic one. */
export async function staffApproveRefund(
  app: RefundApp,
  refundId: string,
  decider: Decider,
): Promise<RefundRow> {
  const refund = await findRefund(app.db, refundId);
  if (!refund) throw notFound(REFUND_NOT_FOUND);
  if (refund.status !== 'requested') throw conflict(REFUND_ALREADY_DECIDED);
  const payment = await appliedPaymentOf(app.db, refund.order_id);
  const order = await findOrder(app.db, refund.order_id);
  return approveRefund(
    app,
    refundId,
    decider,
    payment?.provider_payment_id ?? order?.payment_id ?? '',
  );
}

/**
 * Staff turn a refund down with a note the learner sees; the order stays paid. The learner is
 * mailed the note in the same transaction (the outbox), so a rejection is never silent.
 */
export async function staffRejectRefund(
  app: RefundApp,
  refundId: string,
  decider: Decider,
  rawNote: string,
): Promise<RefundRow> {
  const problem = validateRefundRejection({ note: rawNote }).note;
  if (problem) throw badRequest(problem);
  const note = rawNote.trim();
  return app.db.transaction(async (tx) => {
    const refund = await findRefund(tx, refundId, true);
    if (!refund) throw notFound(REFUND_NOT_FOUND);
    if (refund.status !== 'requested') throw conflict(REFUND_ALREADY_DECIDED);
    await closeRefund(tx, refundId, 'rejected', note, decider.id);
    await recordAudit(tx, {
      actorId: decider.id,
      actorEmail: decider.email,
      action: 'refund.reject',
      entity: 'refund',
      entityId: refundId,
      before: { status: refund.status, decisionNote: refund.decision_note },
      after: { status: 'rejected', decisionNote: note },
    });
    const order = await findOrder(tx, refund.order_id);
    const learner = await findUserById(tx, refund.user_id);
    if (order && learner)
      await app.outbox.enqueue(
        {
          to: learner.email,
          ...refundRejectedMail(learner.name, { orderNumber: order.order_number, note }),
        },
        tx,
      );
    return (await findRefund(tx, refundId))!;
  });
}
