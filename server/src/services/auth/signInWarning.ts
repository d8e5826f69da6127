import type { FastifyInstance } from 'fastify';
import { userByEmail } from '../accounts/accounts';
import { issueEmailToken } from '../mailLinks/emailTokens';
import { signInAttemptsMail } from '../mail/templates';

/**
 * The account-wide sign-in ceiling tripped: someone is guessing this account's password from many
 * addresses. The owner (if the account exists) gets a password-reset link, which also lifts the
 * block. Runs after the answer, which must not reveal whether the account exists.
 */
export function warnOwnerOfSignInAttempts(
  app: Pick<FastifyInstance, 'db' | 'outbox' | 'tasks' | 'config'>,
  email: string,
): void {
  app.tasks.run('sign-in attempts warning', async () => {
    const user = await userByEmail(app.db, email);
    if (!user) return;
    await app.db.transaction(async (tx) => {
      const token = await issueEmailToken(tx, user.id, 'reset');
      const link = `${app.config.siteUrl}/auth/reset-password/${token}`;
      await app.outbox.enqueue({ to: user.email, ...signInAttemptsMail(user.name, link) }, tx);
    });
  });
}
