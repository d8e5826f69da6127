import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { MessageResponse, UpdateProfileResponse } from '@contract/types';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../lib/httpError';
import { idParams, tokenParams } from '../schemas';
import { cancelEmailChange, confirmEmailChange, reissueEmailChange } from '../services/emailChange';
import { confirmEmailChangeMail, emailChangeNoticeMail } from '../services/mail/templates';
import { findUserById, toUser, type UserRow } from '../services/users';

/** The confirmation link to the new address and, on a new request, a notice to the current one. */
export function mailEmailChange(
  ctx: AppContext,
  user: Pick<UserRow, 'name' | 'email'>,
  change: { newEmail: string; token: string },
  { noticeToOldAddress }: { noticeToOldAddress: boolean },
): void {
  const link = `${ctx.config.siteUrl}/confirm-email/${change.token}`;
  ctx.tasks.run('email change mails', async () => {
    await ctx.mailer.send({
      to: change.newEmail,
      ...confirmEmailChangeMail(user.name, change.newEmail, link),
    });
    if (noticeToOldAddress)
      await ctx.mailer.send({
        to: user.email,
        ...emailChangeNoticeMail(user.name, change.newEmail),
      });
  });
}

/** Resend and cancel (the owner only), and the confirmation link, which works signed out. */
export function emailChangeRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  authenticate: preHandlerAsyncHookHandler,
): void {
  const ownerOnly = { schema: { params: idParams('id') }, preHandler: authenticate };
  const assertOwner = (paramId: string, userId: string) => {
    if (paramId !== userId) throw forbidden('You can only update your own profile.');
  };
  const currentUser = async (userId: string) => {
    const user = await findUserById(ctx.db, userId);
    if (!user) throw unauthorized();
    return user;
  };

  app.post<{ Params: { id: string }; Reply: UpdateProfileResponse }>(
    '/users/:id/email-change/resend',
    { ...ownerOnly, config: { rateLimit: ctx.ipRateLimit } },
    async (request) => {
      assertOwner(request.params.id, request.userId);
      await ctx.mailLimiter.admit(`email-change:${request.userId}`);
      const change = await ctx.db.transaction((tx) => reissueEmailChange(tx, request.userId));
      const user = await currentUser(request.userId);
      mailEmailChange(
        ctx,
        user,
        { newEmail: change.pendingEmail, token: change.token },
        { noticeToOldAddress: false },
      );
      return {
        message: `We sent a new confirmation link to ${change.pendingEmail}.`,
        user: toUser(user),
      };
    },
  );

  app.delete<{ Params: { id: string }; Reply: UpdateProfileResponse }>(
    '/users/:id/email-change',
    ownerOnly,
    async (request) => {
      assertOwner(request.params.id, request.userId);
      await ctx.db.transaction((tx) => cancelEmailChange(tx, request.userId));
      return {
        message: 'The email change is cancelled. Your email stays the same.',
        user: toUser(await currentUser(request.userId)),
      };
    },
  );

  app.post<{ Params: { token: string }; Reply: MessageResponse }>(
    '/auth/confirm-email/:token',
    { schema: { params: tokenParams }, config: { rateLimit: ctx.ipRateLimit } },
    async (request) => {
      const { email } = await ctx.db.transaction((tx) =>
        confirmEmailChange(tx, request.params.token),
      );
      return { message: `Your email is now ${email}. Use it to sign in from now on.` };
    },
  );
}
