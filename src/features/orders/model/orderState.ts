import type { OrderStatus, RefundStatus } from '@contract/types';

/**
 * What an order's status chip says: its own status, except that a paid order whose refund is
 * asked for or under way says so, in the words its refund section and payment row use.
 */
export type OrderState = OrderStatus | 'refund-requested' | 'being-refunded';

export function orderState(status: OrderStatus, refundStatus: RefundStatus | null): OrderState {
  if (status !== 'paid') return status;
  if (refundStatus === 'requested') return 'refund-requested';
  if (refundStatus === 'processing') return 'being-refunded';
  return status;
}
