import { http, HttpResponse } from 'msw';
import { normalizeBillingDetails, validateBillingDetails } from '@contract/billing';
import {
  BILLING_NEEDS_PENDING_ORDER,
  BILLING_SAVED,
  CREDIT_NOTE_NOT_ISSUED,
  DOCUMENT_NOT_FOUND,
  INVOICE_NOT_ISSUED,
} from '@contract/messages/refunds';
import { BillingDetailsRequest } from '@contract/schemas/billing';
import type { OrderSummary, TaxDocumentRef } from '@contract/types';
import { firstError } from '@contract/validation/rules';
import { db } from '../db';
import { apiUrl, checkedBody, errorResponse, unauthorized, userIdOf } from '../http';
import { refreshDerived, type StoredOrder } from '../orderFakes';
import { ownOrder, publicOrder } from './ownOrder';

const summaryOf = (order: StoredOrder): OrderSummary => ({
  _id: order._id,
  orderNumber: order.orderNumber,
  status: order.status,
  createdAt: order.createdAt,
  paidAt: order.paidAt,
  courseTitles: order.items.map((item) => item.title),
  totalPrice: order.totalPrice,
  invoice: order.invoice,
  refundStatus: order.refund?.status ?? null,
});

/** A 5-minute signed address of a document, as the server hands them out. */
const documentLink = (kind: 'invoice' | 'credit-note', document: TaxDocumentRef) => ({
  url: apiUrl(`/orders/documents/${kind}/${document.id}?expires=300&signature=fake`),
  fileName: `${kind}-${document.number.replaceAll('/', '-')}.pdf`,
});

export const billingHandlers = [
  http.get(apiUrl('/users/billing-details'), ({ request }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    return HttpResponse.json({ billing: db.savedBilling.get(userId) ?? null });
  }),
  http.put(apiUrl('/orders/:id/billing'), async ({ request, params }) => {
    const checked = await checkedBody(request, BillingDetailsRequest);
    if ('invalid' in checked) return checked.invalid;
    const order = ownOrder(request, String(params.id));
    if (order instanceof Response) return order;
    if (order.status !== 'pending') return errorResponse(409, BILLING_NEEDS_PENDING_ORDER);
    const problem = firstError(validateBillingDetails(checked.body));
    if (problem) return errorResponse(400, problem, 'VALIDATION');
    order.billing = normalizeBillingDetails(checked.body);
    db.savedBilling.set(order.userId, order.billing);
    refreshDerived(order);
    return HttpResponse.json({ message: BILLING_SAVED, order: publicOrder(order) });
  }),
  http.get(apiUrl('/orders'), ({ request }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const mine = [...db.orders.values()].filter((order) => order.userId === userId).reverse();
    mine.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    return HttpResponse.json({ orders: mine.map(summaryOf) });
  }),
  http.post(apiUrl('/orders/:id/invoice-link'), ({ request, params }) => {
    const order = ownOrder(request, String(params.id));
    if (order instanceof Response) return order;
    if (!order.invoice) return errorResponse(409, INVOICE_NOT_ISSUED);
    return HttpResponse.json(documentLink('invoice', order.invoice));
  }),
  http.post(apiUrl('/orders/refunds/:refundId/credit-note-link'), ({ request, params }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const order = [...db.orders.values()].find((entry) =>
      entry.refunds.some((refund) => refund.id === params.refundId),
    );
    if (!order || order.userId !== userId) return errorResponse(404, DOCUMENT_NOT_FOUND);
    const creditNote = order.refunds.find((refund) => refund.id === params.refundId)!.creditNote;
    if (!creditNote) return errorResponse(409, CREDIT_NOTE_NOT_ISSUED);
    return HttpResponse.json(documentLink('credit-note', creditNote));
  }),
];
