import {
  REFUND_ALREADY_ASKED,
  REFUND_APPROVED,
  REFUND_COMPLETED,
  REFUND_NOT_PAID,
  REFUND_REASON_REQUIRED,
  REFUND_REASON_TOO_LONG,
  REFUND_WAITING_FOR_STAFF,
  refundWindowClosed,
} from '@contract/messages/refunds';
import type { OrderMutationResponse } from '@contract/types';
import { badRequest, conflict } from '../../lib/httpError';
import { findOrder } from '../../repositories/orders';
import { appliedPaymentOf } from '../../repositories/payments';
import { insertRefund, liveRefundOfOrder } from '../../repositories/refunds';
import { lockUser } from '../accounts/accounts';
import { orderView } from '../orders/orderView';
import { ownOrder } from '../orders/orders';
import { approveRefund, type RefundApp } from './approveRefund';
import { mostlyWatched, refundDeadline } from './eligibility';

export const REFUND_REASON_MAX_LENGTH = 1000;

/**
 * A learner asks for a refund of a paid order of theirs, within the window, with a reason. With
 * nothing much watched it is approved at once (the provider is asked straight away); otherwise it
 * waits for staff. At most one open or finished refund per order; a rejected or failed one may be
 * asked for again.
 */
export async function requestRefund(
  app: RefundApp,
  orderId: string,
  userId: string,
  rawReason: string,
): Promise<OrderMutationResponse> {
  const reason = rawReason.trim();
  if (!reason) throw badRequest(REFUND_REASON_REQUIRED);
  if (reason.length > REFUND_REASON_MAX_LENGTH) throw badRequest(REFUND_REASON_TOO_LONG);
  const rules = app.billing;
  const { refund, paymentId } = await app.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const order = await ownOrder(tx, orderId, userId, true);
    if (await liveRefundOfOrder(tx, orderId)) throw conflict(REFUND_ALREADY_ASKED);
    if (order.status !== 'paid' || !order.paid_at) throw conflict(REFUND_NOT_PAID);
    if (rules.now().getTime() > refundDeadline(order.paid_at, rules).getTime())
      throw conflict(refundWindowClosed(rules.refundWindowDays));
    const payment = await appliedPaymentOf(tx, orderId);
    const created = await insertRefund(tx, {
      orderId,
      userId,
      reason,
      amountPaise: payment?.amount_paise ?? order.total_price * 100,
      automatic: !(await mostlyWatched(tx, order, rules)),
    });
    return { refund: created, paymentId: payment?.provider_payment_id ?? order.payment_id ?? '' };
  });
  let message = REFUND_WAITING_FOR_STAFF;
  if (refund.automatic) {
    const approved = await approveRefund(app, refund.id, null, paymentId);
    message = approved.status === 'refunded' ? REFUND_COMPLETED : REFUND_APPROVED;
  }
  return { message, order: await orderView(app.db, (await findOrder(app.db, orderId))!, rules) };
}
