import type { FastifyInstance } from 'fastify';
import type {
  EmailRequest,
  MessageResponse,
  PasswordRequest,
  SetupPasswordRequest,
} from '@contract/types';
import { emailError, newPasswordError } from '@contract/validation';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/httpError';
import { emailBody, text, tokenParams } from '../../schemas';
import {
  consumeEmailToken,
  issueEmailToken,
  type EmailTokenPurpose,
} from '../../services/emailTokens';
import { resetPasswordMail, verificationMail } from '../../services/mail/templates';
import { findUserByEmail, findUserById, normaliseEmail } from '../../services/users';

const RESEND_MESSAGE =
  'If an unverified account uses this email, a new verification link is on its way.';
const FORGOT_MESSAGE = 'If an account uses this email, a password reset link is on its way.';

const passwordBody = {
  type: 'object',
  properties: { password: text(256) },
  additionalProperties: false,
} as const;

const setupBody = {
  type: 'object',
  properties: { token: text(200), password: text(256) },
  additionalProperties: false,
} as const;

/** Verification, resend, forgot / reset / set-up password: the single-use links sent by mail. */
export function emailLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limited = { rateLimit: ctx.ipRateLimit };

  /** Checks the address and the per-address limit; the answer never depends on the account existing. */
  async function acceptMailRequest(kind: string, rawEmail: string): Promise<string> {
    const error = emailError(rawEmail);
    if (error) throw badRequest(error);
    const email = normaliseEmail(rawEmail);
    await ctx.mailLimiter.admit(`${kind}:${email}`);
    return email;
  }

  async function setPassword(
    purpose: EmailTokenPurpose,
    token: string,
    password: string,
  ): Promise<void> {
    const error = newPasswordError(password);
    if (error) throw badRequest(error);
    const passwordHash = await ctx.passwords.hash(password);
    const email = await ctx.db.transaction(async (tx) => {
      const userId = await consumeEmailToken(tx, token, purpose);
      // Following a mailed link proves the address, so it counts as verified too.
      await tx.query(
        `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
         WHERE id = $1`,
        [userId, passwordHash],
      );
      await ctx.sessions.revokeAllForUser(tx, userId);
      return (await findUserById(tx, userId))!.email;
    });
    await ctx.signInLimiter.clearAccount(email);
  }

  app.get<{ Params: { token: string }; Reply: MessageResponse }>(
    '/auth/verify-email/:token',
    { schema: { params: tokenParams } },
    async (request) => {
      await ctx.db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, request.params.token, 'verify');
        await tx.query(
          'UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1',
          [userId],
        );
      });
      return { message: 'Your email is verified. You can sign in now.' };
    },
  );

  app.post<{ Body: EmailRequest; Reply: MessageResponse }>(
    '/auth/resend-verification-email',
    { schema: { body: emailBody }, config: limited },
    async (request) => {
      const email = await acceptMailRequest('resend', request.body.email);
      ctx.tasks.run('resend verification', async () => {
        const user = await findUserByEmail(ctx.db, email);
        if (!user || user.email_verified) return;
        const token = await issueEmailToken(ctx.db, user.id, 'verify');
        const mail = verificationMail(user.name, `${ctx.config.siteUrl}/verify-email/${token}`);
        await ctx.mailer.send({ to: user.email, ...mail });
      });
      return { message: RESEND_MESSAGE };
    },
  );

  app.post<{ Body: EmailRequest; Reply: MessageResponse }>(
    '/auth/forgot-password',
    { schema: { body: emailBody }, config: limited },
    async (request) => {
      const email = await acceptMailRequest('forgot', request.body.email);
      ctx.tasks.run('password reset mail', async () => {
        const user = await findUserByEmail(ctx.db, email);
        if (!user) return;
        const token = await issueEmailToken(ctx.db, user.id, 'reset');
        const mail = resetPasswordMail(
          user.name,
          `${ctx.config.siteUrl}/auth/reset-password/${token}`,
        );
        await ctx.mailer.send({ to: user.email, ...mail });
      });
      return { message: FORGOT_MESSAGE };
    },
  );

  app.post<{ Params: { token: string }; Body: PasswordRequest; Reply: MessageResponse }>(
    '/auth/reset-password/:token',
    { schema: { params: tokenParams, body: passwordBody }, config: limited },
    async (request) => {
      await setPassword('reset', request.params.token, request.body.password);
      return { message: 'Your password has been reset. Please sign in with your new password.' };
    },
  );

  app.post<{ Body: SetupPasswordRequest; Reply: MessageResponse }>(
    '/auth/setup-password',
    { schema: { body: setupBody }, config: limited },
    async (request) => {
      await setPassword('setup', request.body.token, request.body.password);
      return { message: 'Your password is set. You can now sign in with your email and password.' };
    },
  );
}
