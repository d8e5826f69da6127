import { Type } from 'typebox';
import { errors, NO_BODY, Text, UuidParams } from '../common';
import { ADMIN_REPLY_MAX_LENGTH } from '../../validation/admin';
import { adminTags, DateTime, ListQuery, NullableDateTime, Paged } from './common';

const tags = adminTags('messages');

export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export const ContactStatus = Type.Enum(CONTACT_STATUSES);

export const ContactMessageRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  status: ContactStatus,
  createdAt: DateTime,
  answeredAt: NullableDateTime,
});

export const ContactReply = Type.Object({
  id: Type.String(),
  text: Type.String(),
  authorEmail: Type.String(),
  createdAt: DateTime,
});

export const ContactMessage = Type.Object({
  ...ContactMessageRow.properties,
  /** Plain text as the visitor typed it. */
  message: Type.String(),
  closedAt: NullableDateTime,
  /** Oldest first. */
  replies: Type.Array(ContactReply),
});

export const ContactMessagesQuery = ListQuery(['createdAt'], '-createdAt', {
  status: Type.Optional(ContactStatus),
});

export const ReplyRequest = Type.Object(
  { text: Text(ADMIN_REPLY_MAX_LENGTH + 100) },
  { additionalProperties: false },
);
export const ContactMessageResponse = Type.Object({
  message: Type.String(),
  contactMessage: ContactMessage,
});
export const MessageIdParams = UuidParams('messageId');

export const adminMessagesSchemas = {
  list: {
    tags,
    summary: 'Contact-form messages: filter by status, search name, email, subject and text',
    querystring: ContactMessagesQuery,
    response: { 200: Paged(ContactMessageRow), ...errors(400, 401, 403) },
  },
  get: {
    tags,
    summary: 'One message with the replies sent',
    params: MessageIdParams,
    response: {
      200: Type.Object({ contactMessage: ContactMessage }),
      ...errors(400, 401, 403, 404),
    },
  },
  reply: {
    tags,
    summary: 'Mail a reply to the sender (through the outbox); the message becomes answered',
    params: MessageIdParams,
    body: ReplyRequest,
    response: { 200: ContactMessageResponse, ...errors(400, 401, 403, 404) },
  },
  close: {
    tags,
    summary: 'Close a message',
    params: MessageIdParams,
    ...NO_BODY,
    response: { 200: ContactMessageResponse, ...errors(400, 401, 403, 404) },
  },
  reopen: {
    tags,
    summary: 'Reopen a closed message (new, or answered when it has replies)',
    params: MessageIdParams,
    ...NO_BODY,
    response: { 200: ContactMessageResponse, ...errors(400, 401, 403, 404) },
  },
};
