import type { FastifyInstance } from 'fastify';
import type { ContactMessageResponse, ContactMessagesQuery } from '@contract/types';
import * as m from '@contract/messages/admin';
import { replyError } from '@contract/validation/admin';
import type { Queryable } from '../../db';
import { badRequest, notFound } from '../../lib/httpError';
import {
  findMessage,
  insertReply,
  listMessages,
  setMessageClosed,
} from '../../repositories/adminMessages';
import { contactReplyMail } from '../mail/templates';
import { audit, type StaffActor } from './staffActor';

type MessagesApp = Pick<FastifyInstance, 'db' | 'outbox'>;

export const adminMessageList = (db: Queryable, query: ContactMessagesQuery) =>
  listMessages(db, query);

async function messageOrThrow(db: Queryable, id: string, lock = false) {
  const message = await findMessage(db, id, lock);
  if (!message) throw notFound(m.CONTACT_MESSAGE_NOT_FOUND);
  return message;
}

export async function contactMessage(db: Queryable, id: string) {
  return { contactMessage: await messageOrThrow(db, id) };
}

/** The reply is recorded and its mail queued in the outbox in one transaction: both, or neither. */
export async function replyToMessage(
  app: MessagesApp,
  actor: StaffActor,
  id: string,
  text: string,
): Promise<ContactMessageResponse> {
  const error = replyError(text);
  if (error) throw badRequest(error);
  const body = text.trim();
  const contactMessage = await app.db.transaction(async (tx) => {
    const before = await messageOrThrow(tx, id, true);
    await insertReply(tx, { messageId: id, body, authorId: actor.id, authorEmail: actor.email });
    await app.outbox.enqueue(
      { to: before.email, ...contactReplyMail(before.name, before.subject, body) },
      tx,
    );
    const after = await messageOrThrow(tx, id);
    await audit(
      tx,
      actor,
      'message.reply',
      { kind: 'contact-message', id },
      { status: before.status },
      { status: after.status, reply: body },
    );
    return after;
  });
  return { message: m.REPLY_SENT, contactMessage };
}

export async function closeMessage(
  db: MessagesApp['db'],
  actor: StaffActor,
  id: string,
  closed: boolean,
): Promise<ContactMessageResponse> {
  const contactMessage = await db.transaction(async (tx) => {
    const before = await messageOrThrow(tx, id, true);
    await setMessageClosed(tx, id, closed);
    const after = await messageOrThrow(tx, id);
    await audit(
      tx,
      actor,
      closed ? 'message.close' : 'message.reopen',
      { kind: 'contact-message', id },
      { status: before.status },
      { status: after.status },
    );
    return after;
  });
  return { message: closed ? m.MESSAGE_CLOSED : m.MESSAGE_REOPENED, contactMessage };
}
