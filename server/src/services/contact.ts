import type { FastifyInstance } from 'fastify';
import { CONTACT_RECEIVED } from '@contract/messages/contact';
import type { ContactRequest, MessageResponse } from '@contract/types';
import { firstError, validateContact } from '@contract/validation';
import { badRequest } from '../lib/httpError';
import { insertContactMessage } from '../repositories/contact';
import { contactMail, contactReceivedMail } from './mail/templates';

/**
 * A contact-form message: checked, then stored with its mail to the academy and the sender's
 * acknowledgement in one transaction.
 */
export async function receiveContactMessage(
  app: Pick<FastifyInstance, 'db' | 'outbox' | 'config'>,
  body: ContactRequest,
): Promise<MessageResponse> {
  const error = firstError(validateContact(body));
  if (error) throw badRequest(error);
  const message: ContactRequest = {
    name: body.name.trim(),
    email: body.email.trim(),
    subject: body.subject.trim(),
    message: body.message.trim(),
  };
  await app.db.transaction(async (tx) => {
    await insertContactMessage(tx, message);
    await app.outbox.enqueue({ to: app.config.mail.contactTo, ...contactMail(message) }, tx);
    await app.outbox.enqueue({ to: message.email, ...contactReceivedMail() }, tx);
  });
  return { message: CONTACT_RECEIVED };
}
