import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db';
import { findUserById } from '../../repositories/users';
import { refundMail } from '../mail/templates';

/**
 * Tells the learner that a payment was not used and is on its way back: queued in the transaction
 * that records the payment, sent after it commits.
 */
export async function mailRefundNotice(
  app: Pick<FastifyInstance, 'outbox'>,
  tx: Queryable,
  userId: string,
  amountPaise: number,
): Promise<void> {
  const user = await findUserById(tx, userId);
  if (user) await app.outbox.enqueue({ to: user.email, ...refundMail(user.name, amountPaise) }, tx);
}
