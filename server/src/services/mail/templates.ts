import { formatRupees } from '@contract/billing/money';
import { ACADEMY_NAME, EMAIL_UNDO_DAYS } from '@contract/constants';
import type { ContactRequest } from '@contract/types';
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

export const signInAttemptsMail = (name: string, link: string): Mail =>
  actionMail(
    'Many sign-in attempts on your account',
    name,
    'Someone tried many passwords for your account in the last few minutes, so sign-in is paused for 15 minutes. If it was not you, your password may be known: choose a new one.',
    'Choose a new password',
    link,
    'The link works for 1 hour. Choosing a new password also lets you sign in again at once.',
  );

export const confirmEmailChangeMail = (name: string, newEmail: string, link: string): Mail =>
  actionMail(
    'Confirm your new email',
    name,
    `You asked to sign in to ${ACADEMY_NAME} with ${newEmail} from now on. Please confirm that this address is yours.`,
    'Confirm my new email',
    link,
    'The link works for 24 hours. Until you follow it, your account keeps its current email. If you did not ask for this, you can ignore this mail.',
  );

/**
 * To the address being replaced, with the link that undoes the change: it works even after the new
 * address is confirmed, so whoever holds only a session cannot keep the account.
 */
export const emailChangeNoticeMail = (name: string, newEmail: string, undoLink: string): Mail =>
  actionMail(
    'Your email is about to change',
    name,
    `Someone signed in to your ${ACADEMY_NAME} account asked to change its email to ${newEmail}. Your email stays the same until a confirmation link sent to the new address is followed.`,
    'This was not me: undo the change',
    undoLink,
    `If it was not you, follow the link within ${EMAIL_UNDO_DAYS} days, even after the change is made: your account gets this address back, every session of it ends and you choose a new password. If it was you, you can ignore this mail.`,
  );

/** A payment that could not pay its order (already paid, or cancelled) is being given back. */
export function refundMail(name: string, amountPaise: number): Mail {
  const greeting = `Hello ${name || 'there'},`;
  const lines = [
    `We received a payment of ${formatRupees(amountPaise)} for an order that was already paid or cancelled, so it was not used and you were not charged twice.`,
    'It is being refunded in full. Banks usually show a refund within 5 to 7 working days.',
  ];
  return {
    subject: `Your payment is being refunded - ${ACADEMY_NAME}`,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${ACADEMY_NAME}\n`,
    html: [greeting, ...lines, ACADEMY_NAME].map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}

/** The certificate of completion, attached by the caller; the link is its public page. */
export function certificateMail(name: string, courseTitle: string, verifyUrl: string): Mail {
  const greeting = `Hello ${name || 'there'},`;
  const lines = [
    `Congratulations! You have completed every lesson of ${courseTitle}.`,
    'Your certificate of completion is attached to this mail as a PDF.',
  ];
  const note =
    'Anyone you share it with, such as an employer or a university, can confirm it on its page.';
  return {
    subject: `Your certificate for ${courseTitle} - ${ACADEMY_NAME}`,
    link: verifyUrl,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${note}\n${verifyUrl}\n\n${ACADEMY_NAME}\n`,
    html:
      [greeting, ...lines, note].map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(verifyUrl)}">${escapeHtml(verifyUrl)}</a></p>` +
      `<p>${escapeHtml(ACADEMY_NAME)}</p>`,
  };
}

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

/**
 * The acknowledgement a contact-form sender gets. Anyone may type any address into the form, so
 * it repeats nothing they typed (no name, subject or message): it cannot carry someone's text to
 * a stranger's inbox.
 */
export function contactReceivedMail(): Mail {
  const lines = [
    'Hello,',
    `Thank you for writing to ${ACADEMY_NAME}. We have received your message and will reply to this address soon.`,
    'If you did not send us a message, you can ignore this email.',
  ];
  return {
    subject: `We have received your message - ${ACADEMY_NAME}`,
    text: `${lines.join('\n\n')}\n\n${ACADEMY_NAME}\n`,
    html: [...lines, ACADEMY_NAME].map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}

/** The academy's answer to a contact-form message, written by staff in the console (plain text). */
export function contactReplyMail(name: string, subject: string, reply: string): Mail {
  const greeting = `Hello ${name || 'there'},`;
  const about = subject.trim() || 'your message';
  return {
    subject: `Re: ${about} - ${ACADEMY_NAME}`,
    text: `${greeting}\n\n${reply}\n\n${ACADEMY_NAME}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p>` +
      `<p>${escapeHtml(reply).replace(/\n/g, '<br>')}</p>` +
      `<p>${escapeHtml(ACADEMY_NAME)}</p>`,
  };
}
