import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db';
import { GoogleSignInError, type GoogleProfile } from '../../services/google';
import { findOrCreateGoogleUser, type GoogleUser } from '../../services/googleAccounts';
import { setupPasswordMail } from '../../services/mail/templates';
import { startSession } from './sessionCookie';

const FLOW_COOKIE = 'academy_oidc';
const FLOW_COOKIE_PATH = '/api/auth/google';
const NOT_CONFIGURED = 'Google sign-in is not configured on this server.';
const UNAVAILABLE = 'Google sign-in is unavailable right now. Please try again later.';
const FAILED = 'Google sign-in failed. Please try again.';

const signinWithError = (reply: FastifyReply, message: string) =>
  reply.redirect(`/signin?error=${encodeURIComponent(message)}`);

export function googleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cookieOptions = {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.secureCookies,
    signed: true,
  };

  app.get('/auth/google', async (request, reply) => {
    if (!ctx.google.configured) return signinWithError(reply, NOT_CONFIGURED);
    try {
      const { url, flowState } = await ctx.google.start();
      reply.setCookie(FLOW_COOKIE, flowState, { ...cookieOptions, maxAge: 600 });
      return reply.redirect(url);
    } catch (error) {
      request.log.warn({ err: error }, 'Google discovery failed');
      return signinWithError(reply, UNAVAILABLE);
    }
  });

  app.get(
    '/auth/google/callback',
    {
      schema: {
        querystring: { type: 'object', properties: { error: { type: 'string', maxLength: 200 } } },
      },
    },
    async (request, reply) => {
      const stored = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, cookieOptions);
      if (!ctx.google.configured) return signinWithError(reply, NOT_CONFIGURED);
      if ((request.query as { error?: string }).error)
        return signinWithError(reply, 'Google sign-in was cancelled.');
      const flow = stored ? request.unsignCookie(stored) : undefined;
      if (!flow?.valid || !flow.value) {
        return signinWithError(reply, 'Your Google sign-in session expired. Please try again.');
      }
      let profile: GoogleProfile;
      try {
        profile = await ctx.google.finish(request.url, flow.value);
      } catch (error) {
        if (error instanceof GoogleSignInError) return signinWithError(reply, error.message);
        request.log.warn({ err: error }, 'Google sign-in callback failed');
        return signinWithError(reply, FAILED);
      }
      let user: GoogleUser;
      try {
        user = await ctx.db.transaction((tx) =>
          findOrCreateGoogleUser(tx, profile, ctx.sessions.revokeAllForUser),
        );
      } catch (error) {
        if (error instanceof GoogleSignInError) return signinWithError(reply, error.message);
        // The same address registered at the same moment: the other request won.
        if (isUniqueViolation(error)) return signinWithError(reply, FAILED);
        throw error;
      }
      if (user.setupToken) {
        const mail = setupPasswordMail(
          user.name,
          `${ctx.config.siteUrl}/setup-password?token=${user.setupToken}`,
        );
        ctx.tasks.run('setup password mail', () => ctx.mailer.send({ to: user.email, ...mail }));
      }
      const accessToken = await startSession(reply, ctx, user.id);
      return reply.redirect(`${ctx.config.siteUrl}/?token=${encodeURIComponent(accessToken)}`);
    },
  );
}
