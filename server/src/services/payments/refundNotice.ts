import type { AppContext } from '../../context';
import { refundMail } from '../mail/templates';
import { findUserById } from '../users';

/** Tells the learner that a payment was not used and is on its way back (after the answer). */
export function mailRefundNotice(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'tasks'>,
  userId: string,
  amountPaise: number,
): void {
  ctx.tasks.run('refund notice', async () => {
    const user = await findUserById(ctx.db, userId);
    if (user)
      await ctx.mailer.send({ to: user.email, ...refundMail(user.name, amountPaise / 100) });
  });
}
