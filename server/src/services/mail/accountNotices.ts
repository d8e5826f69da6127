import { ACADEMY_NAME } from '@contract/constants';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from './mailer';

// Notices to the owner of an address that someone else tried to use. They carry no link: the
// owner needs to do nothing, and the person who tried learns nothing from the answer they got.

type Mail = Omit<MailMessage, 'to'>;

function noticeMail(subject: string, name: string, lines: string[]): Mail {
  const greeting = `Hello ${name || 'there'},`;
  return {
    subject: `${subject} - ${ACADEMY_NAME}`,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${ACADEMY_NAME}\n`,
    html: [greeting, ...lines, ACADEMY_NAME].map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}

/** Someone signed up with an address that already has an account. */
export const registrationAttemptMail = (name: string): Mail =>
  noticeMail('Someone tried to sign up with your email', name, [
    `Someone tried to create a new ${ACADEMY_NAME} account with this address. It already has an account, so no new one was made and nothing was changed.`,
    'If it was you, sign in with this address. If you do not remember your password, choose "Forgot password?" on the sign-in page; if your email is not verified yet, you can ask there for a new verification link.',
    'If it was not you, you do not need to do anything.',
  ]);

/** Someone asked to move another account to an address that already has one. */
export const emailInUseMail = (name: string): Mail =>
  noticeMail('Someone asked to use your email for another account', name, [
    `Someone signed in to another ${ACADEMY_NAME} account asked to change its email to this address. This address already has an account, so nothing was changed and it cannot be moved there.`,
    'You do not need to do anything. If you have two accounts and want them joined, please contact the academy.',
  ]);
