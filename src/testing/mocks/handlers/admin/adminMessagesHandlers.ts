import { http, HttpResponse } from 'msw';
import {
  CONTACT_MESSAGE_NOT_FOUND,
  MESSAGE_CLOSED,
  MESSAGE_REOPENED,
  REPLY_SENT,
} from '@contract/messages/admin';
import { ContactMessagesQuery, ReplyRequest } from '@contract/schemas/admin/messages';
import type { ContactMessage } from '@contract/types';
import { replyError } from '@contract/validation/admin';
import { adminDb } from '../../adminDb';
import { pageOf } from '../../adminList';
import { checkedBody, checkedQuery, errorResponse } from '../../http';
import { adminUrl, asStaff, audit, now } from './adminGuard';

const rowOf = ({ message: _m, closedAt: _c, replies: _r, ...row }: ContactMessage) => row;
const find = (id: string) => adminDb.messages.find((row) => row.id === id);

const change = (close: boolean) =>
  asStaff(({ params, actor }) => {
    const message = find(params.messageId!);
    if (!message) return errorResponse(404, CONTACT_MESSAGE_NOT_FOUND);
    const before = { status: message.status };
    message.status = close ? 'closed' : message.replies.length ? 'answered' : 'new';
    message.closedAt = close ? now() : null;
    audit(actor, close ? 'contact-message.close' : 'contact-message.reopen', message.id, before, {
      status: message.status,
    });
    return HttpResponse.json({
      message: close ? MESSAGE_CLOSED : MESSAGE_REOPENED,
      contactMessage: message,
    });
  });

export const adminMessagesHandlers = [
  http.get(
    adminUrl('/messages'),
    asStaff(({ request }) => {
      const checked = checkedQuery(request, ContactMessagesQuery);
      if ('invalid' in checked) return checked.invalid;
      const { status } = checked.query;
      const { rows, total } = pageOf(
        adminDb.messages,
        checked.query,
        ['name', 'email', 'subject', 'message'],
        (row) => !status || row.status === status,
      );
      return HttpResponse.json({ rows: rows.map(rowOf), total });
    }),
  ),
  http.get(
    adminUrl('/messages/:messageId'),
    asStaff(({ params }) => {
      const message = find(params.messageId!);
      if (!message) return errorResponse(404, CONTACT_MESSAGE_NOT_FOUND);
      return HttpResponse.json({ contactMessage: message });
    }),
  ),
  http.post(
    adminUrl('/messages/:messageId/reply'),
    asStaff(async ({ request, params, actor }) => {
      const checked = await checkedBody(request, ReplyRequest);
      if ('invalid' in checked) return checked.invalid;
      const problem = replyError(checked.body.text);
      if (problem) return errorResponse(400, problem, 'VALIDATION');
      const message = find(params.messageId!);
      if (!message) return errorResponse(404, CONTACT_MESSAGE_NOT_FOUND);
      const reply = {
        id: crypto.randomUUID(),
        text: checked.body.text.trim(),
        authorEmail: actor.email,
        createdAt: now(),
      };
      message.replies.push(reply);
      message.status = 'answered';
      message.answeredAt = reply.createdAt;
      adminDb.mails.push({ to: message.email, kind: 'reply' });
      audit(actor, 'contact-message.reply', message.id, null, { text: reply.text });
      return HttpResponse.json({ message: REPLY_SENT, contactMessage: message });
    }),
  ),
  http.post(adminUrl('/messages/:messageId/close'), change(true)),
  http.post(adminUrl('/messages/:messageId/reopen'), change(false)),
];
