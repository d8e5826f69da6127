import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db';
import { issueEmailToken } from '../../services/emailTokens';
import { GoogleSignInError, type GoogleProfile } from '../../services/google';
import { setupPasswordMail } from '../../services/mail/templates';
import { normaliseEmail } from '../../services/users';
import { startSession } from './sessionCookie';

const FLOW_COOKIE = 'academy_oidc';
const FLOW_COOKIE_PATH = '/api/auth/google';
const NOT_CONFIGURED = 'Google sign-in is not configured on this server.';
const UNAVAILABLE = 'Google sign-in is unavailable right now. Please try again later.';
const FAILED = 'Google sign-in failed. Please try again.';

const signinWithError = (reply: FastifyReply, message: string) =>
  reply.redirect(`/signin?error=${encodeURIComponent(message)}`);

interface GoogleUser {
  id: string;
  setupToken?: string;
  name: string;
  email: string;
}

/** Links by Google subject, then by email; otherwise creates a verified, password-less account. */
async function findOrCreateUser(tx: Queryable, profile: GoogleProfile): Promise<GoogleUser> {
  const email = normaliseEmail(profile.email);
  const bySubject = await tx.query<{ id: string }>('SELECT id FROM users WHERE google_sub = $1', [
    profile.sub,
  ]);
  if (bySubject.rows[0]) return { id: bySubject.rows[0].id, name: profile.name, email };
  const linked = await tx.query<{ id: string }>(
    `UPDATE users SET google_sub = $2, email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
     WHERE email = $1 AND google_sub IS NULL RETURNING id`,
    [email, profile.sub],
  );
  if (linked.rows[0]) return { id: linked.rows[0].id, name: profile.name, email };
  const taken = await tx.query('SELECT 1 FROM users WHERE email = $1', [email]);
  if (taken.rowCount > 0)
    throw new GoogleSignInError('This email is already linked to another Google account.');
  const created = await tx.query<{ id: string }>(
    `INSERT INTO users (name, email, google_sub, email_verified_at) VALUES ($1, $2, $3, now()) RETURNING id`,
    [profile.name, email, profile.sub],
  );
  const id = created.rows[0].id;
  return { id, name: profile.name, email, setupToken: await issueEmailToken(tx, id, 'setup') };
}

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
        user = await ctx.db.transaction((tx) => findOrCreateUser(tx, profile));
      } catch (error) {
        if (error instanceof GoogleSignInError) return signinWithError(reply, error.message);
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
