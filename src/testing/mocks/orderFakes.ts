import { GST_RATE_PERCENT, type BillingDetails } from '@contract/billing';
import { REFUND_WINDOW_DAYS } from '@contract/content/refunds';
import { REFUND_ALREADY_ASKED, REFUND_NOT_PAID, refundAutomatic } from '@contract/messages/refunds';
import type { CartItem, Order, OrderTax, RefundEligibility } from '@contract/types';
import { formatDate } from '@/lib/format';
import { orderId } from './fixtures';

/** An order as the fake keeps it: whose it is, beside what the API shows. */
export type StoredOrder = Order & { userId: string };

/** The fake academy's GST state: Maharashtra, as the server's sample seller. */
export const SELLER_STATE_CODE = '27';

/** The fake's n-th order number: VA-100001, VA-100002 … */
export const orderNumber = (n: number): string => `VA-${100000 + n}`;

/** Billing details a test learner gave: Maharashtra, no GSTIN (intra-state: CGST + SGST). */
export const buildBilling = (overrides: Partial<BillingDetails> = {}): BillingDetails => ({
  name: 'Asha Verma',
  stateCode: SELLER_STATE_CODE,
  ...overrides,
});

/**
 * The GST inside the order's total, per docs/billing.md's rule applied to the order as one line
 * (exact for one-course orders, like the worked ₹499 example: tax ₹76.12).
 */
export function fakeTax(totalPrice: number, stateCode: string): OrderTax {
  const totalPaise = totalPrice * 100;
  const rate = 100 + GST_RATE_PERCENT;
  const taxablePaise = Math.floor((totalPaise * 200 + rate) / (2 * rate));
  const taxPaise = totalPaise - taxablePaise;
  const intra = stateCode === SELLER_STATE_CODE;
  const cgstPaise = intra ? Math.floor(taxPaise / 2) : 0;
  return {
    supplyType: intra ? 'intra-state' : 'inter-state',
    stateTaxHead: 'SGST',
    taxablePaise,
    cgstPaise,
    sgstPaise: intra ? taxPaise - cgstPaise : 0,
    igstPaise: intra ? 0 : taxPaise,
    taxPaise,
    totalPaise,
  };
}

/** What the order page says about a refund, from the order's state. */
export function fakeEligibility(
  order: Pick<Order, 'status' | 'paidAt' | 'refund'>,
): RefundEligibility {
  if (order.refund) {
    return { canRequest: false, automatic: false, deadline: null, message: REFUND_ALREADY_ASKED };
  }
  if (order.status !== 'paid' || !order.paidAt) {
    return { canRequest: false, automatic: false, deadline: null, message: REFUND_NOT_PAID };
  }
  const deadline = new Date(Date.parse(order.paidAt) + REFUND_WINDOW_DAYS * 86_400_000);
  return {
    canRequest: true,
    automatic: true,
    deadline: deadline.toISOString(),
    message: refundAutomatic(formatDate(deadline.toISOString())),
  };
}

/** Recomputes what follows from the order's prices, billing and status (tax, refund eligibility). */
export function refreshDerived(order: StoredOrder): StoredOrder {
  order.tax = order.billing ? fakeTax(order.totalPrice, order.billing.stateCode) : null;
  order.refundEligibility = fakeEligibility(order);
  return order;
}

/** The fake's n-th order of these cart lines, pending, with `changes` on top. */
export function buildStoredOrder(
  userId: string,
  n: number,
  items: CartItem[],
  changes: Partial<StoredOrder> = {},
): StoredOrder {
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const base: StoredOrder = {
    _id: orderId(n),
    userId,
    orderNumber: orderNumber(n),
    items: items.map((item) => ({ ...item })),
    subtotal,
    discount: 0,
    totalPrice: subtotal,
    couponCode: null,
    status: 'pending',
    createdAt: new Date(0).toISOString(),
    paidAt: null,
    billing: null,
    tax: null,
    invoice: null,
    refund: null,
    refundEligibility: fakeEligibility({ status: 'pending', paidAt: null, refund: null }),
    paymentAttempts: [],
  };
  const order = refreshDerived({ ...base, ...changes });
  if (changes.tax !== undefined) order.tax = changes.tax;
  if (changes.refundEligibility) order.refundEligibility = changes.refundEligibility;
  return order;
}

/** The invoice a payment issues: VA/26-27/00000n. */
export function fakeInvoice(order: StoredOrder, n: number) {
  return {
    id: `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    number: `VA/26-27/${String(n).padStart(6, '0')}`,
    issuedAt: order.paidAt ?? new Date(0).toISOString(),
    totalPaise: order.totalPrice * 100,
  };
}
