import {
  REFUND_ALREADY_ASKED,
  REFUND_APPROVED,
  REFUND_COMPLETED,
  REFUND_ITEM_UNKNOWN,
  REFUND_NOT_PAID,
  REFUND_REASON_REQUIRED,
  REFUND_REASON_TOO_LONG,
  REFUND_WAITING_FOR_STAFF,
  itemsRefunded,
  refundItemAlreadyAsked,
  refundWindowClosed,
} from '@contract/messages/refunds';
import type { OrderMutationResponse } from '@contract/types';
import type { Queryable } from '../../db';
import { badRequest, conflict } from '../../lib/httpError';
import { type OrderLine, type OrderRow, requireOrder } from '../../repositories/orders';
import { appliedPaymentOf } from '../../repositories/payments';
import { insertRefund, insertRefundItems } from '../../repositories/refunds';
import { findInvoiceOfOrder } from '../../repositories/taxDocuments';
import { lockOrderTests, revokeTests } from '../../repositories/testEntitlements';
import { lockUser } from '../accounts/accounts';
import { orderView } from '../orders/orderView';
import { ownOrder } from '../orders/orders';
import { paidPrices } from '../orders/paidPrices';
import { approveRefund, type RefundApp } from './approveRefund';
import { lineBlock, lineFacts, refundDeadline } from './eligibility';

export const REFUND_REASON_MAX_LENGTH = 1000;

/**
 * The lines asked for: those named (each must be a line of the order with no live refund), or
 * every line without one. 400 for a product the order does not have, 409 for one already asked for.
 */
function chosenLines(lines: OrderLine[], productIds: readonly string[] | undefined): OrderLine[] {
  if (!productIds) {
    const open = lines.filter((line) => !line.refundStatus);
    if (open.length === 0) throw conflict(REFUND_ALREADY_ASKED);
    return open;
  }
  const chosen = productIds.map((id) => lines.find((line) => line.productId === id));
  if (chosen.some((line) => !line)) throw badRequest(REFUND_ITEM_UNKNOWN);
  const asked = chosen.find((line) => line!.refundStatus);
  if (asked) throw conflict(refundItemAlreadyAsked(asked.title));
  return (chosen as OrderLine[]).sort((a, b) => a.position - b.position);
}

/**
 * What each chosen line gives back: its amount on the invoice (after its share of the coupon),
 * or, for an order paid before invoices, its paid price. The whole order at once gives back what
 * the payment took, as it always has.
 */
async function lineAmounts(
  tx: Queryable,
  order: OrderRow,
  lines: OrderLine[],
  chosen: OrderLine[],
): Promise<{ items: { position: number; amountPaise: number }[]; totalPaise: number }> {
  const invoice = await findInvoiceOfOrder(tx, order.id);
  const paid = paidPrices(lines, order.discount);
  const items = chosen.map((line) => {
    const index = lines.indexOf(line);
    return {
      position: line.position,
      amountPaise: invoice?.lines[index]?.amountPaise ?? paid[index]!.price * 100,
    };
  });
  const whole = chosen.length === lines.length;
  const payment = whole ? await appliedPaymentOf(tx, order.id) : undefined;
  const sum = items.reduce((total, item) => total + item.amountPaise, 0);
  return { items, totalPaise: whole ? (payment?.amount_paise ?? order.total_price * 100) : sum };
}

/**
 * A learner asks for a refund of a paid order of theirs (all its lines not yet refunded, or the
 * courses and tests named), within the window, with a reason. A test whose attempt has started is
 * refused, naming it; asking for a test ends its entitlement at once (so its attempt cannot start
 * meanwhile), given back if the refund is turned down or fails. With no chosen course much
 * watched it is approved at once; otherwise it waits for staff. A line belongs to at most one open
 * or finished refund.
 */
export async function requestRefund(
  app: RefundApp,
  orderId: string,
  userId: string,
  rawReason: string,
  productIds?: readonly string[],
): Promise<OrderMutationResponse> {
  const reason = rawReason.trim();
  if (!reason) throw badRequest(REFUND_REASON_REQUIRED);
  if (reason.length > REFUND_REASON_MAX_LENGTH) throw badRequest(REFUND_REASON_TOO_LONG);
  const rules = app.billing;
  const { refund, paymentId, titles } = await app.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const order = await ownOrder(tx, orderId, userId, true);
    // The tests' entitlements are locked first: an attempt starting now waits for this decision.
    await lockOrderTests(tx, orderId);
    const facts = await lineFacts(tx, order, rules);
    const chosen = chosenLines(facts.lines, productIds);
    if (order.status !== 'paid' || !order.paid_at) throw conflict(REFUND_NOT_PAID);
    if (rules.now().getTime() > refundDeadline(order.paid_at, rules).getTime())
      throw conflict(refundWindowClosed(rules.refundWindowDays));
    const blocked = chosen.map((line) => lineBlock(line, facts)).find(Boolean);
    if (blocked) throw conflict(blocked);
    const { items, totalPaise } = await lineAmounts(tx, order, facts.lines, chosen);
    const payment = await appliedPaymentOf(tx, orderId);
    const created = await insertRefund(tx, {
      orderId,
      userId,
      reason,
      amountPaise: totalPaise,
      automatic: !chosen.some((line) => facts.watched.has(line.position)),
    });
    await insertRefundItems(tx, created.id, orderId, items);
    await revokeTests(
      tx,
      orderId,
      chosen.filter((line) => line.model === 'Test').map((line) => line.productId),
    );
    return {
      refund: created,
      paymentId: payment?.provider_payment_id ?? order.payment_id ?? '',
      titles: chosen.map((line) => line.title),
    };
  });
  const approved = refund.automatic && (await approveRefund(app, refund.id, null, paymentId));
  const order = await orderView(app.db, await requireOrder(app.db, orderId), rules);
  let message = REFUND_WAITING_FOR_STAFF;
  if (approved && approved.status !== 'refunded') message = REFUND_APPROVED;
  else if (approved)
    message = order.status === 'refunded' ? REFUND_COMPLETED : itemsRefunded(titles);
  return { message, order };
}
