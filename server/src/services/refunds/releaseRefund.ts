import type { Queryable } from '../../db';
import { restoreOrderLines } from '../../repositories/orders';
import { closeRefund, linesOfRefund } from '../../repositories/refunds';

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
