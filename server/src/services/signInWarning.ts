import type { AppContext } from '../context';
import { issueEmailToken } from './emailTokens';
import { signInAttemptsMail } from './mail/templates';
import { findUserByEmail } from './users';

/**
 * The account-wide sign-in ceiling tripped: someone is guessing this account's password from many
 * addresses. The owner (if the account exists) gets a password-reset link, which also lifts the
 * block. Runs after the answer, which must not reveal whether the account exists.
 */
export function warnOwnerOfSignInAttempts(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'tasks' | 'config'>,
  email: string,
): void {
  ctx.tasks.run('sign-in attempts warning', async () => {
    const user = await findUserByEmail(ctx.db, email);
    if (!user) return;
    const token = await issueEmailToken(ctx.db, user.id, 'reset');
    const link = `${ctx.config.siteUrl}/auth/reset-password/${token}`;
    await ctx.mailer.send({ to: user.email, ...signInAttemptsMail(user.name, link) });
  });
}
