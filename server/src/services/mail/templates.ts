import { ACADEMY_NAME } from '../../../../src/shared/constants';
import type { ContactRequest } from '../../../../src/shared/apiTypes';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from './mailer';

type Mail = Omit<MailMessage, 'to'>;

function actionMail(
  subject: string,
  name: string,
  lead: string,
  action: string,
  link: string,
  note: string,
): Mail {
  const greeting = `Hello ${name || 'there'},`;
  return {
    subject: `${subject} - ${ACADEMY_NAME}`,
    link,
    text: `${greeting}\n\n${lead}\n\n${action}: ${link}\n\n${note}\n\n${ACADEMY_NAME}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      `<p>${escapeHtml(note)}</p><p>${escapeHtml(ACADEMY_NAME)}</p>`,
  };
}

export const verificationMail = (name: string, link: string): Mail =>
  actionMail(
    'Verify your email',
    name,
    `Welcome to ${ACADEMY_NAME}! Please confirm your email address to finish creating your account.`,
    'Verify my email',
    link,
    'The link works for 24 hours. If you did not sign up, you can ignore this mail.',
  );

export const resetPasswordMail = (name: string, link: string): Mail =>
  actionMail(
    'Reset your password',
    name,
    'We received a request to reset your password.',
    'Choose a new password',
    link,
    'The link works for 1 hour. If you did not ask for it, you can ignore this mail; your password stays the same.',
  );

export const setupPasswordMail = (name: string, link: string): Mail =>
  actionMail(
    'Set a password for your account',
    name,
    `You signed in to ${ACADEMY_NAME} with Google. Set a password if you also want to sign in with your email.`,
    'Set my password',
    link,
    'The link works for 3 days. You can keep using Google sign-in either way.',
  );

export function contactMail(message: ContactRequest): Mail {
  const subject = message.subject.trim() || '(no subject)';
  const lines = [
    `From: ${message.name} <${message.email}>`,
    `Subject: ${subject}`,
    '',
    message.message,
  ];
  return {
    subject: `Contact form: ${subject}`,
    replyTo: message.email,
    text: `${lines.join('\n')}\n`,
    html:
      `<p><strong>From:</strong> ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</p>` +
      `<p><strong>Subject:</strong> ${escapeHtml(subject)}</p>` +
      `<p>${escapeHtml(message.message).replace(/\n/g, '<br>')}</p>`,
  };
}
