import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GOOGLE_CANCELLED,
  GOOGLE_FLOW_EXPIRED,
  GOOGLE_NOT_CONFIGURED,
} from '@contract/messages/google';
import { authSchemas } from '@contract/schemas/auth';
import { finishGoogleSignIn, startGoogleSignIn } from '../../../services/google/googleSignIn';
import { named } from '../../../lib/pluginName';

const FLOW_COOKIE = 'academy_oidc';

const signinWithError = (reply: FastifyReply, message: string) =>
  reply.redirect(`/signin?error=${encodeURIComponent(message)}`);

/**
 * Google sign-in under /api/auth/google: whether it is set up, the redirect to Google, and Google's
 * redirect back. Every
 * failure sends the browser to the sign-in page with a message.
 */
export const googleRoutes: FastifyPluginAsyncTypebox = named('google routes', async (fastify) => {
  const { config, google } = fastify;
  const flowCookie = {
    path: '/api/auth/google',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    signed: true,
  };

  fastify.get('/', { schema: authSchemas.googleStart }, async (request, reply) => {
    if (!google.configured) return signinWithError(reply, GOOGLE_NOT_CONFIGURED);
    const started = await startGoogleSignIn(fastify, request.log);
    if ('error' in started) return signinWithError(reply, started.error);
    reply.setCookie(FLOW_COOKIE, started.flowState, { ...flowCookie, maxAge: 600 });
    return reply.redirect(started.url);
  });

  // Public and cheap: the sign-in page asks it to decide whether to offer the Google button.
  fastify.get('/status', { schema: authSchemas.googleStatus }, async () => ({
    configured: google.configured,
  }));

  fastify.get('/callback', { schema: authSchemas.googleCallback }, async (request, reply) => {
    const stored = request.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, flowCookie);
    if (!google.configured) return signinWithError(reply, GOOGLE_NOT_CONFIGURED);
    if (request.query.error) return signinWithError(reply, GOOGLE_CANCELLED);
    const flow = stored ? request.unsignCookie(stored) : undefined;
    if (!flow?.valid || !flow.value) return signinWithError(reply, GOOGLE_FLOW_EXPIRED);
    const signedIn = await finishGoogleSignIn(fastify, request.url, flow.value, request.log);
    if ('error' in signedIn) return signinWithError(reply, signedIn.error);
    const accessToken = await reply.startSession(signedIn.userId);
    return reply.redirect(`${config.siteUrl}/?token=${encodeURIComponent(accessToken)}`);
  });
});
