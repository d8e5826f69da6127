import type { FastifyInstance } from 'fastify';
import { findUserByEmail } from '../../repositories/users';
import { emailInUseMail, registrationAttemptMail } from '../mail/accountNotices';

type NoticeApp = Pick<FastifyInstance, 'db' | 'outbox' | 'mailLimiter'>;

/**
 * Tells the owner of an address that someone tried to use it: to sign up, or as another account's
 * new email. The answer to that attempt is the one a free address gets, so this runs after it.
 * At most a few notices per address in the mail limit's window, so nobody can flood a mailbox.
 */
export async function mailOwnerOfTakenAddress(
  app: NoticeApp,
  email: string,
  attempt: 'sign-up' | 'email-change',
): Promise<void> {
  if (!(await app.mailLimiter.allows(`taken:${email}`))) return;
  // No account uses an address its former account keeps for an undo link: "there", then.
  const ownerName = (await findUserByEmail(app.db, email))?.name ?? '';
  const mail =
    attempt === 'sign-up' ? registrationAttemptMail(ownerName) : emailInUseMail(ownerName);
  await app.outbox.enqueue({ to: email, ...mail });
}
