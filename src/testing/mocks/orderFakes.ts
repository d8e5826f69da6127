import { GST_RATE_PERCENT, type BillingDetails } from '@contract/billing';
import { REFUND_WINDOW_DAYS } from '@contract/content/refunds';
import {
  REFUND_ALREADY_ASKED,
  REFUND_COMPLETED,
  REFUND_NOT_PAID,
  itemsRefunded,
  refundAutomatic,
  refundItemAlreadyAsked,
} from '@contract/messages/refunds';
import type {
  CartItem,
  Order,
  OrderItem,
  OrderTax,
  Refund,
  RefundEligibility,
  RefundItemEligibility,
} from '@contract/types';
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

const LIVE: Refund['status'][] = ['requested', 'processing', 'refunded'];

/** The status of the live refund (requested, processing, refunded) covering the line, or null. */
export function lineRefundStatus(
  refunds: readonly Refund[],
  productId: string,
): OrderItem['refundStatus'] {
  const live = refunds.find(
    (refund) =>
      LIVE.includes(refund.status) && refund.items.some((item) => item.productId === productId),
  );
  return live?.status ?? null;
}

/**
 * What the order page says about a refund, from the order's state: each line refundable once
 * (the fake blocks nothing else; a test set as `startedTests` cannot be refunded).
 */
export function fakeEligibility(
  order: Pick<Order, 'status' | 'paidAt' | 'refunds' | 'items'>,
  blocked: ReadonlyMap<string, string> = new Map(),
): RefundEligibility {
  const line = (item: OrderItem, message: string, canRequest = false): RefundItemEligibility => ({
    productId: item.productId,
    model: item.model,
    title: item.title,
    canRequest,
    automatic: canRequest,
    message,
  });
  if (order.status !== 'paid' || !order.paidAt) {
    return {
      canRequest: false,
      automatic: false,
      deadline: null,
      message: order.status === 'refunded' ? REFUND_COMPLETED : REFUND_NOT_PAID,
      items: order.items.map((item) => line(item, REFUND_NOT_PAID)),
    };
  }
  const deadline = new Date(Date.parse(order.paidAt) + REFUND_WINDOW_DAYS * 86_400_000);
  const automatic = refundAutomatic(formatDate(deadline.toISOString()));
  const items = order.items.map((item) => {
    const status = lineRefundStatus(order.refunds, item.productId);
    if (status === 'refunded') return line(item, itemsRefunded([item.title]));
    if (status) return line(item, refundItemAlreadyAsked(item.title));
    const why = blocked.get(item.productId);
    return why ? line(item, why) : line(item, automatic, true);
  });
  const open = items.some((item) => item.canRequest);
  const firstBlock = items.find((item) => blocked.has(item.productId))?.message;
  return {
    canRequest: open,
    automatic: open,
    deadline: deadline.toISOString(),
    message: open
      ? automatic
      : order.refunds.length > 0 || !firstBlock
        ? REFUND_ALREADY_ASKED
        : firstBlock,
    items,
  };
}

/**
 * Recomputes what follows from the order's prices, billing, status and refunds (tax, each line's
 * refund status, the latest refund, refund eligibility).
 */
export function refreshDerived(
  order: StoredOrder,
  blocked: ReadonlyMap<string, string> = new Map(),
): StoredOrder {
  order.tax = order.billing ? fakeTax(order.totalPrice, order.billing.stateCode) : null;
  order.items = order.items.map((item) => ({
    ...item,
    refundStatus: lineRefundStatus(order.refunds, item.productId),
  }));
  order.refund = order.refunds[0] ?? null;
  order.refundEligibility = fakeEligibility(order, blocked);
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
    items: items.map((item) => ({ ...item, refundStatus: null })),
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
    refunds: [],
    refundEligibility: fakeEligibility({ status: 'pending', paidAt: null, refunds: [], items: [] }),
    paymentAttempts: [],
  };
  const merged = { ...base, ...changes };
  // A refund given on its own is the order's only one.
  if (changes.refund && !changes.refunds) merged.refunds = [changes.refund];
  const order = refreshDerived(merged);
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
