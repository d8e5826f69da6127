import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminMessagesSchemas as s } from '@contract/schemas/admin/messages';
import {
  adminMessageList,
  closeMessage,
  contactMessage,
  replyToMessage,
} from '../../../services/admin/messages';
import { named } from '../../../lib/pluginName';

/** Contact-form messages, under /api/admin/messages. */
export const adminMessagesRoutes: FastifyPluginAsyncTypebox = named(
  'admin-messages routes',
  async (fastify) => {
    fastify.get('/', { schema: s.list }, async (request) =>
      adminMessageList(fastify.db, request.query),
    );

    fastify.get('/:messageId', { schema: s.get }, async (request) =>
      contactMessage(fastify.db, request.params.messageId),
    );

    fastify.post('/:messageId/reply', { schema: s.reply }, async (request) =>
      replyToMessage(fastify, request.staff, request.params.messageId, request.body.text),
    );

    fastify.post('/:messageId/close', { schema: s.close }, async (request) =>
      closeMessage(fastify.db, request.staff, request.params.messageId, true),
    );

    fastify.post('/:messageId/reopen', { schema: s.reopen }, async (request) =>
      closeMessage(fastify.db, request.staff, request.params.messageId, false),
    );
  },
);
