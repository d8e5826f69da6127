import { http, HttpResponse } from 'msw';
import {
  REFUND_ALREADY_ASKED,
  REFUND_APPROVED,
  REFUND_COMPLETED,
  REFUND_ITEM_UNKNOWN,
  REFUND_NOT_PAID,
  REFUND_PROVIDER_FAILED,
  REFUND_REASON_REQUIRED,
  REFUND_REASON_TOO_LONG,
  REFUND_WAITING_FOR_STAFF,
  itemsRefunded,
  refundItemAlreadyAsked,
  refundTestStarted,
} from '@contract/messages/refunds';
import { RefundRequestBody } from '@contract/schemas/billing';
import type { OrderItem, Refund } from '@contract/types';
import { isBlank } from '@contract/validation/rules';
import { db } from '../db';
import { apiUrl, checkedBody, errorResponse } from '../http';
import { lineRefundStatus, refreshDerived, type StoredOrder } from '../orderFakes';
import { ownOrder, publicOrder } from './ownOrder';

const NOW = () => new Date().toISOString();

/** The reason's problem in the product's words (the schema's length limit included), or the body. */
async function requestOf(
  request: Request,
): Promise<{ reason: string; productIds?: string[] } | Response> {
  const raw: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  const text = (raw as { reason?: unknown } | undefined)?.reason;
  if (typeof text === 'string' && text.length > 1000)
    return errorResponse(400, REFUND_REASON_TOO_LONG, 'VALIDATION');
  const checked = await checkedBody(request, RefundRequestBody);
  if ('invalid' in checked) return checked.invalid;
  if (isBlank(checked.body.reason)) return errorResponse(400, REFUND_REASON_REQUIRED, 'VALIDATION');
  return { reason: checked.body.reason.trim(), productIds: checked.body.productIds };
}

/** Tests whose attempt has started (db.startedTests), each with why it cannot be refunded. */
export const startedTestBlocks = (order: StoredOrder): Map<string, string> =>
  new Map(
    order.items
      .filter((item) => item.model === 'Test' && db.startedTests.has(item.productId))
      .map((item) => [item.productId, refundTestStarted(item.title)]),
  );

/** Refunded: the credit note, the lines' access ended, the order refunded once every line is. */
export function complete(order: StoredOrder, refund: Refund) {
  refund.status = 'refunded';
  refund.decidedAt = NOW();
  refund.creditNote = {
    id: refund.id.replace(/^b/, 'd'),
    number: `VACN/26-27/${String(order.refunds.indexOf(refund) + 1).padStart(5, '0')}`,
    issuedAt: NOW(),
    totalPaise: refund.amountPaise,
  };
  const returned = new Set(refund.items.map((item) => item.productId));
  const owned = db.purchases.get(order.userId) ?? [];
  db.purchases.set(
    order.userId,
    owned.filter((courseId) => !returned.has(courseId)),
  );
  if (order.items.every((item) => lineRefundStatus(order.refunds, item.productId) === 'refunded'))
    order.status = 'refunded';
}

const refundedInFull = (order: StoredOrder) => order.status === 'refunded';

/** The lines asked for, or the refusal: unknown (400), asked already or blocked (409). */
function chosenLines(order: StoredOrder, productIds: string[] | undefined): OrderItem[] | Response {
  const open = (item: OrderItem) => !lineRefundStatus(order.refunds, item.productId);
  if (!productIds) {
    const lines = order.items.filter(open);
    return lines.length ? lines : errorResponse(409, REFUND_ALREADY_ASKED);
  }
  const lines = productIds.map((id) => order.items.find((item) => item.productId === id));
  if (lines.some((line) => !line)) return errorResponse(400, REFUND_ITEM_UNKNOWN);
  const asked = (lines as OrderItem[]).find((line) => !open(line));
  return asked ? errorResponse(409, refundItemAlreadyAsked(asked.title)) : (lines as OrderItem[]);
}

export const refundHandlers = [
  http.post(apiUrl('/orders/:id/refund'), async ({ request, params }) => {
    const asked = await requestOf(request);
    if (asked instanceof Response) return asked;
    const order = ownOrder(request, String(params.id));
    if (order instanceof Response) return order;
    const lines = chosenLines(order, asked.productIds);
    if (lines instanceof Response) return lines;
    if (order.status !== 'paid') return errorResponse(409, REFUND_NOT_PAID);
    const blocks = startedTestBlocks(order);
    const blocked = lines.find((line) => blocks.has(line.productId));
    if (blocked) return errorResponse(409, blocks.get(blocked.productId)!);
    const eligibility = order.refundEligibility;
    if (!eligibility.canRequest) return errorResponse(409, eligibility.message);
    if (eligibility.automatic && db.refundProviderFails)
      return errorResponse(502, REFUND_PROVIDER_FAILED);

    const whole = lines.length === order.items.length;
    const refund: Refund = {
      // The order's first refund is b… for a…; later ones end in their count.
      id: order.refunds.length
        ? `${order._id.replace(/^a/, 'b').slice(0, -2)}${String(order.refunds.length).padStart(2, '0')}`
        : order._id.replace(/^a/, 'b'),
      status: 'requested',
      reason: asked.reason,
      amountPaise: whole
        ? order.totalPrice * 100
        : lines.reduce((sum, line) => sum + line.price * 100, 0),
      items: lines.map((line) => ({
        productId: line.productId,
        model: line.model,
        title: line.title,
        amountPaise: line.price * 100,
      })),
      requestedAt: NOW(),
      decidedAt: null,
      decisionNote: null,
      creditNote: null,
    };
    order.refunds.unshift(refund);
    let message = REFUND_WAITING_FOR_STAFF;
    if (eligibility.automatic) {
      const paidWith = order.paymentAttempts.find((attempt) => attempt.status === 'paid')?.method;
      if (paidWith === 'razorpay') {
        Object.assign(refund, { status: 'processing', decidedAt: NOW() });
        message = REFUND_APPROVED;
      } else {
        complete(order, refund);
        message = refundedInFull(order)
          ? REFUND_COMPLETED
          : itemsRefunded(lines.map((line) => line.title));
      }
    }
    refreshDerived(order, blocks);
    return HttpResponse.json({ message, order: publicOrder(order) });
  }),
];
