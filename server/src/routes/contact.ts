import type { FastifyInstance } from 'fastify';
import type { ContactRequest, MessageResponse } from '@contract/types';
import { firstError, validateContact } from '@contract/validation';
import type { AppContext } from '../context';
import { badRequest } from '../lib/httpError';
import { text } from '../schemas';
import { contactMail } from '../services/mail/templates';

const contactSchema = {
  body: {
    type: 'object',
    properties: { name: text(100), email: text(254), subject: text(200), message: text(5000) },
    additionalProperties: false,
  },
} as const;

/** POST /contact on the site's own origin: stored, then mailed to the academy. */
export function contactRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: ContactRequest; Reply: MessageResponse }>(
    '/contact',
    { schema: contactSchema, config: { rateLimit: ctx.ipRateLimit } },
    async (request, reply) => {
      const error = firstError(validateContact(request.body));
      if (error) throw badRequest(error);
      const message: ContactRequest = {
        name: request.body.name.trim(),
        email: request.body.email.trim(),
        subject: request.body.subject.trim(),
        message: request.body.message.trim(),
      };
      await ctx.db.query(
        'INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4)',
        [message.name, message.email, message.subject, message.message],
      );
      ctx.tasks.run('contact mail', () =>
        ctx.mailer.send({ to: ctx.config.mail.contactTo, ...contactMail(message) }),
      );
      return reply
        .status(201)
        .send({ message: "Thank you for contacting us! We'll get back to you soon." });
    },
  );
}
