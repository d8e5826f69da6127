import type { OrderSummary } from '@contract/types';
import { formatDate, formatRupees } from '@/lib/format';

// How a row of the order history reads, the same in the table and on the cards.
export const ORDERS_HEADING = 'Your orders';

/** The day the order was paid, else the day it was placed: DD-MM-YYYY. */
export const orderDate = (order: OrderSummary): string =>
  formatDate(order.paidAt ?? order.createdAt);

/** The order's total in whole rupees: 'Rs. 1,298'. */
export const amountPaid = (order: OrderSummary): string => formatRupees(order.totalPrice);

export const courseList = (order: OrderSummary): string => order.courseTitles.join(', ');
