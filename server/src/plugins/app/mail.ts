import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../services/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends one mail (SMTP, or an .eml file in MAIL_DIR); tests hand in one that keeps them. */
    mailer: Mailer;
  }
}

export const mailPlugin = fp<{ mailer?: Mailer }>(
  async (fastify, { mailer }) => {
    fastify.decorate('mailer', mailer ?? createMailer(fastify.config, fastify.log));
  },
  { name: 'mail', dependencies: ['config'] },
);
