import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../services/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The transport the outbox sends through (SMTP, or an .eml file in MAIL_DIR); tests hand in one that keeps the mails. */
    mailer: Mailer;
  }
}

export const mailPlugin = fp<{ mailer?: Mailer }>(
  async (fastify, { mailer }) => {
    fastify.decorate('mailer', mailer ?? createMailer(fastify.config, fastify.log));
  },
  { name: 'mail', dependencies: ['config'] },
);
