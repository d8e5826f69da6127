import {
  REFUND_ALREADY_ASKED,
  REFUND_COMPLETED,
  REFUND_NOT_PAID,
  itemsRefunded,
  refundAutomatic,
  refundCourseWatched,
  refundItemAlreadyAsked,
  refundTestStarted,
  refundWindowClosed,
} from '@contract/messages/refunds';
import type { RefundEligibility, RefundItemEligibility } from '@contract/types';
import type { Queryable } from '../../db';
import { orderLines, type OrderLine, type OrderRow } from '../../repositories/orders';
import { startedTestsOfOrder } from '../../repositories/testEntitlements';
import { watchedShareOfOrder } from '../../repositories/watchedShare';
import { formatKolkataDate } from '../billing/financialYear';
import type { BillingRules } from '../billing/rules';

const DAY_MS = 24 * 3600 * 1000;

/** The last moment a refund of an order paid at `paidAt` may be asked for. */
export const refundDeadline = (paidAt: Date, rules: BillingRules): Date =>
  new Date(paidAt.getTime() + rules.refundWindowDays * DAY_MS);

/**
 * The order's courses that are "mostly watched": the learner's watched seconds summed over the
 * course's lessons reach REFUND_MAX_WATCHED_PERCENT of its running time. A refund of such a course
 * waits for staff; any other is approved at once. Keyed by line position.
 */
export async function mostlyWatchedLines(
  db: Queryable,
  order: Pick<OrderRow, 'id' | 'user_id'>,
  rules: BillingRules,
): Promise<Set<number>> {
  const shares = await watchedShareOfOrder(db, order.id, order.user_id);
  return new Set(
    shares
      .filter(
        (course) =>
          course.total > 0 && course.watched * 100 >= rules.maxWatchedPercent * course.total,
      )
      .map((course) => course.position),
  );
}

/** What the refund rules say of each line, given what is already known of the order. */
export interface LineFacts {
  lines: OrderLine[];
  /** Test ids whose attempt has started. */
  started: Set<string>;
  /** Positions of courses much watched. */
  watched: Set<number>;
}

export async function lineFacts(
  db: Queryable,
  order: OrderRow,
  rules: BillingRules,
): Promise<LineFacts> {
  return {
    lines: await orderLines(db, order.id),
    started: await startedTestsOfOrder(db, order.id),
    watched: await mostlyWatchedLines(db, order, rules),
  };
}

/** Why a line may not be refunded (a test whose attempt started), or null. */
export const lineBlock = (line: OrderLine, facts: LineFacts): string | null =>
  line.model === 'Test' && facts.started.has(line.productId) ? refundTestStarted(line.title) : null;

const closed = (
  message: string,
  deadline: Date | null,
  items: RefundItemEligibility[],
): RefundEligibility => ({
  canRequest: false,
  automatic: false,
  deadline: deadline?.toISOString() ?? null,
  message,
  items: items.map((item) => ({ ...item, canRequest: false, automatic: false })),
});

/** Whether and how the learner may ask for a refund of the order (and of each line) now. */
export async function refundEligibility(
  db: Queryable,
  order: OrderRow,
  rules: BillingRules,
): Promise<RefundEligibility> {
  const facts = await lineFacts(db, order, rules);
  const base = (line: OrderLine, message: string): RefundItemEligibility => ({
    productId: line.productId,
    model: line.model,
    title: line.title,
    canRequest: false,
    automatic: false,
    message,
  });
  if (!order.paid_at || (order.status !== 'paid' && order.status !== 'refunded'))
    return closed(
      REFUND_NOT_PAID,
      null,
      facts.lines.map((line) => base(line, REFUND_NOT_PAID)),
    );
  const deadline = refundDeadline(order.paid_at, rules);
  const shown = formatKolkataDate(deadline);
  const windowOpen = rules.now().getTime() <= deadline.getTime();
  const items = facts.lines.map((line): RefundItemEligibility => {
    if (line.refundStatus === 'refunded') return base(line, itemsRefunded([line.title]));
    if (line.refundStatus) return base(line, refundItemAlreadyAsked(line.title));
    if (!windowOpen) return base(line, refundWindowClosed(rules.refundWindowDays));
    const blocked = lineBlock(line, facts);
    if (blocked) return base(line, blocked);
    const automatic = !facts.watched.has(line.position);
    return {
      ...base(line, automatic ? refundAutomatic(shown) : refundCourseWatched(shown, line.title)),
      canRequest: true,
      automatic,
    };
  });
  if (order.status === 'refunded') return closed(REFUND_COMPLETED, deadline, items);
  if (!windowOpen) return closed(refundWindowClosed(rules.refundWindowDays), deadline, items);
  const open = items.filter((item) => item.canRequest);
  if (open.length === 0) {
    const blocked = facts.lines.map((line) => lineBlock(line, facts)).find(Boolean);
    const asked = facts.lines.some((line) => line.refundStatus);
    return closed(asked || !blocked ? REFUND_ALREADY_ASKED : blocked, deadline, items);
  }
  const review = open.find((item) => !item.automatic);
  return {
    canRequest: true,
    automatic: !review,
    deadline: deadline.toISOString(),
    message: review ? review.message : refundAutomatic(shown),
    items,
  };
}
