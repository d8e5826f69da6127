import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The action link the mail carries (tests read it); no transport logs it. */
  link?: string;
  /** Files sent with the mail (nodemailer's attachments). */
  attachments?: MailAttachment[];
  /**
   * Stored documents to attach, resolved when the mail is sent (not when it is queued), so a mail
   * queued in a transaction attaches a PDF drawn after the commit.
   */
  documents?: { kind: 'invoice' | 'credit-note'; id: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What nodemailer is handed: the message without its link, attachments decoded by nodemailer. */
function nodemailerMessage(
  from: string,
  { link: _link, documents: _documents, attachments, ...message }: MailMessage,
) {
  return {
    from,
    ...message,
    ...(attachments && {
      attachments: attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.contentBase64,
        encoding: 'base64',
      })),
    }),
  };
}

/**
 * SMTP_URL set: real delivery through nodemailer. The timeouts (nodemailer's own reach 10 minutes)
 * keep a send well inside the outbox lease, so a slow server cannot get a mail sent twice.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transport.sendMail(nodemailerMessage(from, message));
    },
  };
}

/**
 * No SMTP: each mail becomes an owner-only .eml file under MAIL_DIR. Only the file's name is logged:
 * links carry live tokens, so a developer opens the file to follow one.
 */
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
    async send(message) {
      const info = await transport.sendMail(nodemailerMessage(from, message));
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      fs.writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      log.info({ mailFile: file }, 'Mail written');
    },
  };
}

export function createMailer(config: AppConfig, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createFileMailer(config.mail.dir, config.mail.from, log);
}
