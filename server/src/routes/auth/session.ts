import type { FastifyInstance } from 'fastify';
import type {
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RefreshResponse,
  RegisterRequest,
  UserResponse,
} from '@contract/types';
import { REFRESH_COOKIE } from '@contract/constants';
import { firstError, validateSignin, validateSignup } from '@contract/validation';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/httpError';
import { text } from '../../schemas';
import { issueEmailToken } from '../../services/emailTokens';
import { verificationMail } from '../../services/mail/templates';
import { findUserByEmail, findUserById, normaliseEmail, toUser } from '../../services/users';
import { clearRefreshCookie, setRefreshCookie, startSession } from './sessionCookie';

const EMAIL_TAKEN = 'An account with this email already exists.';
export const NOT_VERIFIED_MESSAGE =
  'Please verify your email before signing in. We can send you a new verification link.';

const registerSchema = {
  body: {
    type: 'object',
    properties: { name: text(100), email: text(254), password: text(256), dob: text(10) },
    additionalProperties: false,
  },
} as const;

const loginSchema = {
  body: {
    type: 'object',
    properties: { email: text(254), password: text(256) },
    additionalProperties: false,
  },
} as const;

export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authenticate = app.authenticate;
  const csrf = app.verifyCsrf;
  const limited = { rateLimit: ctx.ipRateLimit };

  app.post<{ Body: RegisterRequest; Reply: MessageResponse }>(
    '/auth/register',
    { schema: registerSchema, config: limited },
    async (request, reply) => {
      const body = request.body;
      const error = firstError(validateSignup({ ...body, confirmPassword: body.password }));
      if (error) throw badRequest(error);
      const email = normaliseEmail(body.email);
      if (await findUserByEmail(ctx.db, email)) throw conflict(EMAIL_TAKEN);
      const passwordHash = await ctx.passwords.hash(body.password);
      const { userId, token } = await ctx.db
        .transaction(async (tx) => {
          const created = await tx.query<{ id: string }>(
            `INSERT INTO users (name, email, password_hash, dob) VALUES ($1, $2, $3, $4) RETURNING id`,
            [body.name.trim(), email, passwordHash, body.dob],
          );
          const id = created.rows[0].id;
          return { userId: id, token: await issueEmailToken(tx, id, 'verify') };
        })
        .catch((cause: unknown) => {
          throw isUniqueViolation(cause) ? conflict(EMAIL_TAKEN) : cause;
        });
      const mail = verificationMail(
        body.name.trim(),
        `${ctx.config.siteUrl}/verify-email/${token}`,
      );
      // Sent before answering (the answer already tells that the account is new). A mail failure
      // does not undo the registration: resend-verification-email can send another.
      await ctx.mailer.send({ to: email, ...mail }).catch((error: unknown) => {
        request.log.error({ err: error, userId }, 'Verification mail failed');
      });
      return reply.status(201).send({
        message: 'Registered successfully! Please check your email for verification link.',
      });
    },
  );

  app.post<{ Body: LoginRequest; Reply: LoginResponse }>(
    '/auth/login',
    { schema: loginSchema, config: limited },
    async (request, reply) => {
      const error = firstError(validateSignin(request.body));
      if (error) throw badRequest(error);
      const email = normaliseEmail(request.body.email);
      await ctx.signInLimiter.admit(email, request.ip);
      const user = await findUserByEmail(ctx.db, email);
      const passwordOk = user?.password_hash
        ? await ctx.passwords.verify(user.password_hash, request.body.password)
        : (await ctx.passwords.verifyDummy(request.body.password), false);
      if (!user || !passwordOk) throw unauthorized('Invalid email or password.');
      await ctx.signInLimiter.succeeded(email, request.ip);
      if (!user.email_verified) throw forbidden(NOT_VERIFIED_MESSAGE, 'EMAIL_NOT_VERIFIED');
      const accessToken = await startSession(reply, ctx, user.id);
      return { accessToken, user: toUser(user) };
    },
  );

  app.post<{ Reply: MessageResponse }>(
    '/auth/logout',
    { preHandler: csrf },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (token) await ctx.sessions.revokeFamilyOf(token);
      clearRefreshCookie(reply, ctx);
      return { message: 'Logged out.' };
    },
  );

  app.post<{ Reply: RefreshResponse }>(
    '/auth/refresh-token',
    { preHandler: csrf },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw unauthorized('Your session has expired. Please sign in again.');
      const outcome = await ctx.sessions.refresh(token);
      if (!outcome.ok) {
        clearRefreshCookie(reply, ctx);
        if (outcome.reason === 'reused')
          request.log.warn('Refresh token reuse detected; session family revoked');
        throw unauthorized('Your session has expired. Please sign in again.');
      }
      setRefreshCookie(reply, ctx, outcome.refreshToken);
      return {
        accessToken: await ctx.accessTokens.sign({
          userId: outcome.userId,
          sessionId: outcome.sessionId,
        }),
      };
    },
  );

  app.get<{ Reply: UserResponse }>('/auth/user', { preHandler: authenticate }, async (request) => {
    const user = await findUserById(ctx.db, request.userId);
    if (!user) throw unauthorized();
    return { user: toUser(user) };
  });
}
