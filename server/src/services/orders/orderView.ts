import type { Order, PaymentAttempt, Refund, TaxDocumentRef } from '@contract/types';
import type { Queryable } from '../../db';
import { orderItems, type OrderRow } from '../../repositories/orders';
import { attemptsOfOrder } from '../../repositories/payments';
import { latestRefundOfOrder, type RefundRow } from '../../repositories/refunds';
import { findCreditNoteOfRefund, findInvoiceOfOrder } from '../../repositories/taxDocuments';
import { orderTaxOf } from '../billing/orderTax';
import type { BillingRules } from '../billing/rules';
import { refundEligibility } from '../refunds/eligibility';

/** The billing details stored on an order, or null before the checkout's billing step. */
export function billingOf(row: OrderRow): Order['billing'] {
  if (!row.billing_name || !row.billing_state_code) return null;
  return {
    name: row.billing_name,
    stateCode: row.billing_state_code,
    ...(row.billing_gstin
      ? { gstin: row.billing_gstin, legalName: row.billing_legal_name ?? '' }
      : {}),
  };
}

const documentRef = (doc: {
  id: string;
  number: string;
  issued_at: Date;
  total_paise: number;
}): TaxDocumentRef => ({
  id: doc.id,
  number: doc.number,
  issuedAt: doc.issued_at.toISOString(),
  totalPaise: doc.total_paise,
});

export async function refundView(db: Queryable, refund: RefundRow): Promise<Refund> {
  const note = await findCreditNoteOfRefund(db, refund.id);
  return {
    id: refund.id,
    status: refund.status,
    reason: refund.reason,
    amountPaise: refund.amount_paise,
    requestedAt: new Date(refund.requested_at).toISOString(),
    decidedAt: refund.decided_at ? new Date(refund.decided_at).toISOString() : null,
    decisionNote: refund.decision_note,
    creditNote: note ? documentRef(note) : null,
  };
}

async function paymentAttempts(db: Queryable, orderId: string): Promise<PaymentAttempt[]> {
  return (await attemptsOfOrder(db, orderId)).map((row) => ({
    reference: row.provider_order_id,
    method: row.provider,
    amountPaise: row.amount_paise,
    openedAt: new Date(row.created_at).toISOString(),
    status: row.payment_status === 'applied' ? 'paid' : (row.payment_status ?? 'opened'),
    paymentId: row.payment_id,
  }));
}

/** An order as the learner (and staff) see it. */
export async function orderView(db: Queryable, row: OrderRow, rules: BillingRules): Promise<Order> {
  const items = await orderItems(db, row.id);
  const billing = billingOf(row);
  const invoice = await findInvoiceOfOrder(db, row.id);
  const refund = await latestRefundOfOrder(db, row.id);
  const live = refund && ['requested', 'processing', 'refunded'].includes(refund.status);
  return {
    _id: row.id,
    items,
    subtotal: row.subtotal,
    discount: row.discount,
    totalPrice: row.total_price,
    couponCode: row.coupon_code,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    orderNumber: row.order_number,
    billing,
    tax: orderTaxOf(items, row.discount, rules.seller.stateCode, billing?.stateCode ?? null),
    invoice: invoice ? documentRef(invoice) : null,
    refund: refund ? await refundView(db, refund) : null,
    refundEligibility: await refundEligibility(db, row, live ? refund : undefined, rules),
    paymentAttempts: await paymentAttempts(db, row.id),
  };
}
