import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The action link in the mail, logged in file mode so a developer can click it. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP_URL set: real delivery through nodemailer. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ link: _link, ...message }) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** No SMTP: each mail becomes an .eml file under MAIL_DIR, and its link is logged. */
export function createFileMailer(
  dir: string,
  from: string,
  log: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send({ link, ...message }) {
      const info = await transport.sendMail({ from, ...message });
      fs.mkdirSync(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      log.info(
        { mailFile: file },
        `Mail "${message.subject}" to ${message.to} saved${link ? `; link: ${link}` : ''}`,
      );
    },
  };
}

export function createMailer(config: AppConfig, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createFileMailer(config.mail.dir, config.mail.from, log);
}
