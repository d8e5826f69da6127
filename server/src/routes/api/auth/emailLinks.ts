import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authSchemas } from '@contract/schemas/auth';
import { usersSchemas } from '@contract/schemas/users';
import { confirmEmailChange } from '../../../services/profile/emailChange';
import { undoEmailChange } from '../../../services/profile/emailChangeUndo';
import {
  resendVerification,
  sendPasswordReset,
  setPasswordWithLink,
  verifyEmail,
} from '../../../services/mailLinks/emailLinks';
import { named } from '../../../lib/pluginName';

/** The single-use links sent by mail, and asking for them, under /api/auth. */
export const emailLinkRoutes: FastifyPluginAsyncTypebox = named(
  'email-link routes',
  async (fastify) => {
    const limited = { rateLimit: fastify.perIpLimit };

    fastify.get('/verify-email/:token', { schema: authSchemas.verifyEmail }, async (request) =>
      verifyEmail(fastify, request.params.token),
    );

    fastify.post(
      '/resend-verification-email',
      { schema: authSchemas.resendVerification, config: limited },
      async (request) => resendVerification(fastify, request.body.email),
    );

    fastify.post(
      '/forgot-password',
      { schema: authSchemas.forgotPassword, config: limited },
      async (request) => sendPasswordReset(fastify, request.body.email),
    );

    fastify.post(
      '/reset-password/:token',
      { schema: authSchemas.resetPassword, config: limited },
      async (request) =>
        setPasswordWithLink(fastify, 'reset', request.params.token, request.body.password),
    );

    fastify.post(
      '/setup-password',
      { schema: authSchemas.setupPassword, config: limited },
      async (request) =>
        setPasswordWithLink(fastify, 'setup', request.body.token, request.body.password),
    );

    // The link mailed to a new address works signed out.
    fastify.post(
      '/confirm-email/:token',
      { schema: usersSchemas.confirmEmailChange, config: limited },
      async (request) => confirmEmailChange(fastify, request.params.token),
    );

    // The link mailed to the replaced address: its owner may no longer have any way to sign in.
    fastify.post(
      '/undo-email-change/:token',
      { schema: usersSchemas.undoEmailChange, config: limited },
      async (request) => undoEmailChange(fastify, request.params.token),
    );
  },
);
