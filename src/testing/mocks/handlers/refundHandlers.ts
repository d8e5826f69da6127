import { http, HttpResponse } from 'msw';
import {
  REFUND_ALREADY_ASKED,
  REFUND_APPROVED,
  REFUND_COMPLETED,
  REFUND_NOT_PAID,
  REFUND_PROVIDER_FAILED,
  REFUND_REASON_REQUIRED,
  REFUND_REASON_TOO_LONG,
  REFUND_WAITING_FOR_STAFF,
} from '@contract/messages/refunds';
import { RefundRequestBody } from '@contract/schemas/billing';
import type { Refund } from '@contract/types';
import { isBlank } from '@contract/validation/rules';
import { db } from '../db';
import { apiUrl, checkedBody, errorResponse } from '../http';
import { refreshDerived, type StoredOrder } from '../orderFakes';
import { ownOrder, publicOrder } from './ownOrder';

const NOW = () => new Date().toISOString();

/** The reason's problem in the product's words (the schema's length limit included), if any. */
async function reasonOf(request: Request): Promise<string | Response> {
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
  return checked.body.reason.trim();
}

/** Refunded in full: the credit note, the order refunded, the courses' access ended. */
export function complete(order: StoredOrder, refund: Refund) {
  refund.status = 'refunded';
  refund.decidedAt = NOW();
  refund.creditNote = {
    id: refund.id.replace(/^b/, 'd'),
    number: 'VACN/26-27/00001',
    issuedAt: NOW(),
    totalPaise: refund.amountPaise,
  };
  order.status = 'refunded';
  const bought = new Set(order.items.map((item) => item.productId));
  const owned = db.purchases.get(order.userId) ?? [];
  db.purchases.set(
    order.userId,
    owned.filter((courseId) => !bought.has(courseId)),
  );
}

export const refundHandlers = [
  http.post(apiUrl('/orders/:id/refund'), async ({ request, params }) => {
    const reason = await reasonOf(request);
    if (reason instanceof Response) return reason;
    const order = ownOrder(request, String(params.id));
    if (order instanceof Response) return order;
    if (order.refund) return errorResponse(409, REFUND_ALREADY_ASKED);
    if (order.status !== 'paid') return errorResponse(409, REFUND_NOT_PAID);
    const eligibility = order.refundEligibility;
    if (!eligibility.canRequest) return errorResponse(409, eligibility.message);
    if (eligibility.automatic && db.refundProviderFails)
      return errorResponse(502, REFUND_PROVIDER_FAILED);

    const refund: Refund = {
      id: order._id.replace(/^a/, 'b'),
      status: 'requested',
      reason,
      amountPaise: order.totalPrice * 100,
      requestedAt: NOW(),
      decidedAt: null,
      decisionNote: null,
      creditNote: null,
    };
    order.refund = refund;
    let message = REFUND_WAITING_FOR_STAFF;
    if (eligibility.automatic) {
      const paidWith = order.paymentAttempts.find((attempt) => attempt.status === 'paid')?.method;
      if (paidWith === 'razorpay') {
        Object.assign(refund, { status: 'processing', decidedAt: NOW() });
        message = REFUND_APPROVED;
      } else {
        complete(order, refund);
        message = REFUND_COMPLETED;
      }
    }
    refreshDerived(order);
    return HttpResponse.json({ message, order: publicOrder(order) });
  }),
];
