import type { Db, Queryable } from '../../db';
import { restoreOrderLines } from '../../repositories/orders';
import { closeRefund, failUnansweredRefund, linesOfRefund } from '../../repositories/refunds';

/**
 * A refund that will not happen (staff rejected it, or the provider could not make it): closed
 * with why, its lines free to be asked for again, and any access taken back given back (a test's
 * entitlement ends when its refund is asked for).
 */
export async function releaseRefund(
  tx: Queryable,
  refund: { id: string; order_id: string },
  status: 'rejected' | 'failed',
  note: string,
  decidedBy: string | null,
): Promise<void> {
  const positions = (await linesOfRefund(tx, refund.id)).map((line) => line.position);
  await closeRefund(tx, refund.id, status, note, decidedBy);
  await restoreOrderLines(tx, refund.order_id, positions);
}

/**
 * The provider refused (or never answered) a claimed refund: failed with why, unless its answer
 * came meanwhile (a retry, or the webhook); then its lines get back the access they had. True when
 * it was failed here.
 */
export function failUnansweredRefundOf(
  db: Db,
  refund: { id: string; order_id: string },
  note: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const positions = (await linesOfRefund(tx, refund.id)).map((line) => line.position);
    if (!(await failUnansweredRefund(tx, refund.id, note))) return false;
    await restoreOrderLines(tx, refund.order_id, positions);
    return true;
  });
}
