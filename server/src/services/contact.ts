import type { FastifyInstance } from 'fastify';
import { CONTACT_RECEIVED } from '@contract/messages/contact';
import type { ContactRequest, MessageResponse } from '@contract/types';
import { firstError, validateContact } from '@contract/validation';
import { badRequest } from '../lib/httpError';
import { insertContactMessage } from '../repositories/contact';
import { contactMail } from './mail/templates';

/** A contact-form message: checked, stored, then mailed to the academy after the answer. */
export async function receiveContactMessage(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'tasks' | 'config'>,
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
  await insertContactMessage(app.db, message);
  app.tasks.run('contact mail', () =>
    app.mailer.send({ to: app.config.mail.contactTo, ...contactMail(message) }),
  );
  return { message: CONTACT_RECEIVED };
}
