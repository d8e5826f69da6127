import {
  REFUND_ALREADY_ASKED,
  REFUND_COMPLETED,
  REFUND_NOT_PAID,
  refundAutomatic,
  refundNeedsReview,
  refundWindowClosed,
} from '@contract/messages/refunds';
import type { RefundEligibility } from '@contract/types';
import type { Queryable } from '../../db';
import type { OrderRow } from '../../repositories/orders';
import type { RefundRow } from '../../repositories/refunds';
import { watchedShareOfOrder } from '../../repositories/watchedShare';
import { formatKolkataDate } from '../billing/financialYear';
import type { BillingRules } from '../billing/rules';

const DAY_MS = 24 * 3600 * 1000;

/** The last moment a refund of an order paid at `paidAt` may be asked for. */
export const refundDeadline = (paidAt: Date, rules: BillingRules): Date =>
  new Date(paidAt.getTime() + rules.refundWindowDays * DAY_MS);

/**
 * "Mostly watched": for some course of the order, the learner's watched seconds summed over its
 * lessons reach REFUND_MAX_WATCHED_PERCENT of the course's running time. Such a refund waits for
 * staff; any other is approved at once.
 */
export async function mostlyWatched(
  db: Queryable,
  order: Pick<OrderRow, 'id' | 'user_id'>,
  rules: BillingRules,
): Promise<boolean> {
  const shares = await watchedShareOfOrder(db, order.id, order.user_id);
  return shares.some(
    (course) => course.total > 0 && course.watched * 100 >= rules.maxWatchedPercent * course.total,
  );
}

const closed = (message: string, deadline: Date | null): RefundEligibility => ({
  canRequest: false,
  automatic: false,
  deadline: deadline?.toISOString() ?? null,
  message,
});

/** Whether and how the learner may ask for a refund of the order now. */
export async function refundEligibility(
  db: Queryable,
  order: OrderRow,
  live: RefundRow | undefined,
  rules: BillingRules,
): Promise<RefundEligibility> {
  if (!order.paid_at || (order.status !== 'paid' && order.status !== 'refunded'))
    return closed(REFUND_NOT_PAID, null);
  const deadline = refundDeadline(order.paid_at, rules);
  if (order.status === 'refunded' || live?.status === 'refunded')
    return closed(REFUND_COMPLETED, deadline);
  if (live) return closed(REFUND_ALREADY_ASKED, deadline);
  if (rules.now().getTime() > deadline.getTime())
    return closed(refundWindowClosed(rules.refundWindowDays), deadline);
  const automatic = !(await mostlyWatched(db, order, rules));
  const shown = formatKolkataDate(deadline);
  return {
    canRequest: true,
    automatic,
    deadline: deadline.toISOString(),
    message: automatic ? refundAutomatic(shown) : refundNeedsReview(shown),
  };
}
