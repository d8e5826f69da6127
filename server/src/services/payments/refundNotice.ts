import type { FastifyInstance } from 'fastify';
import { findUserById } from '../../repositories/users';
import { refundMail } from '../mail/templates';

/** Tells the learner that a payment was not used and is on its way back (after the answer). */
export function mailRefundNotice(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'tasks'>,
  userId: string,
  amountPaise: number,
): void {
  app.tasks.run('refund notice', async () => {
    const user = await findUserById(app.db, userId);
    if (user)
      await app.mailer.send({ to: user.email, ...refundMail(user.name, amountPaise / 100) });
  });
}
