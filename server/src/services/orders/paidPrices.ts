import type { OrderItem } from '@contract/types';
import type { PaidLine } from '../../repositories/orders';
import { splitProRata } from '../billing/gst';

/**
 * What each course of an order cost after its coupon: the order's discount (whole rupees) shared
 * in proportion to the list prices, the leftover rupees to the largest fractions (the invoice's
 * rule, in rupees), so the prices add up to the amount paid.
 */
export function paidPrices(
  items: readonly Pick<OrderItem, 'productId' | 'price' | 'quantity'>[],
  discount: number,
): PaidLine[] {
  const gross = items.map((item) => item.price * item.quantity);
  const shares = splitProRata(discount, gross);
  return items.map((item, index) => ({
    courseId: item.productId,
    price: gross[index]! - shares[index]!,
  }));
}
