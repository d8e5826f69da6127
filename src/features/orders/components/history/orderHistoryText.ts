import { formatRupees } from '@contract/billing/money';
import type { OrderSummary } from '@contract/types';
import { formatDate } from '@/lib/format';

// How a row of the order history reads, the same in the table and on the cards.
export const ORDERS_HEADING = 'Your orders';

/** The day the order was paid, else the day it was placed: DD-MM-YYYY. */
export const orderDate = (order: OrderSummary): string =>
  formatDate(order.paidAt ?? order.createdAt);

/** Whole rupees of the order, printed as the invoice prints them: ₹1,298.00. */
export const amountPaid = (order: OrderSummary): string => formatRupees(order.totalPrice * 100);

export const courseList = (order: OrderSummary): string => order.courseTitles.join(', ');
