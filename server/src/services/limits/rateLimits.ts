import { TOO_MANY_MAILS, TOO_MANY_SIGN_INS } from '@contract/messages/auth';
import { HttpError } from '../../lib/httpError';
import type { AttemptCounter } from './attemptCounter';

const tooMany = (message: string) => new HttpError(429, message, 'RATE_LIMITED');

export interface SignInLimits {
  enabled: boolean;
  /** Attempts per account from one client address in a window. */
  perClient: number;
  /** Attempts per account from all addresses in a window; tripping it warns the owner. */
  perAccount: number;
}

/**
 * Sign-in attempts, counted before the password is checked. The tight limit is per account and
 * client address, so a stranger's guesses do not lock the owner out; the looser account-wide
 * ceiling stops guessing from many addresses, and `onCeiling` runs once per window when it trips.
 */
export function createSignInLimiter(
  counter: AttemptCounter,
  limits: SignInLimits,
  onCeiling: (email: string) => void,
) {
  const accountKey = (email: string) => `signin:${email}`;
  const clientKey = (email: string, ip: string) => `signin:${email}|${ip}`;
  return {
    /** Counts the attempt; 429 when either limit is exceeded. */
    async admit(email: string, ip: string): Promise<void> {
      if (!limits.enabled) return;
      if ((await counter.add(clientKey(email, ip))) > limits.perClient)
        throw tooMany(TOO_MANY_SIGN_INS);
      if ((await counter.add(accountKey(email))) > limits.perAccount) {
        if (await counter.firstNotice(accountKey(email))) onCeiling(email);
        throw tooMany(TOO_MANY_SIGN_INS);
      }
    },
    /** The right password: this address starts afresh, and the attempt does not count for the account. */
    async succeeded(email: string, ip: string): Promise<void> {
      if (!limits.enabled) return;
      await counter.forget(clientKey(email, ip));
      await counter.giveBack(accountKey(email));
    },
    /** A new password was set through a mailed link: the owner may sign in at once. */
    async clearAccount(email: string): Promise<void> {
      await counter.forget(accountKey(email), '|');
    },
  };
}

/** Mails asked for (verification, reset, email change) per key, `max` in a window. */
export function createMailLimiter(counter: AttemptCounter, max: number, enabled: boolean) {
  const allows = async (key: string): Promise<boolean> =>
    !enabled || (await counter.add(`mail:${key}`)) <= max;
  return {
    async admit(key: string): Promise<void> {
      if (!(await allows(key))) throw tooMany(TOO_MANY_MAILS);
    },
    /** Counts a mail nobody asked for (a notice); false when the key has had its share. */
    allows,
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
export type MailLimiter = ReturnType<typeof createMailLimiter>;
