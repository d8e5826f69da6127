import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { validationMessages as m } from './messages';

/** Errors by field, in the order the form shows its fields; absent when the field is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Text, an at sign, text, a dot, text, with no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isBlank = (value: string | undefined | null): boolean => !value || value.trim() === '';

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** Two spellings of one address, as the server stores emails: trimmed, lower case. */
export const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

export function emailError(value: string): string | undefined {
  if (isBlank(value)) return m.emailRequired;
  if (!isValidEmail(value.trim())) return m.emailInvalid;
  return undefined;
}

/** A real calendar date 'YYYY-MM-DD', not in the future. */
export function isValidDob(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isCalendarDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isCalendarDate && year >= 1900 && date.getTime() <= Date.now();
}

export function newPasswordError(value: string): string | undefined {
  if (!value) return m.passwordRequired;
  if (value.length < MIN_PASSWORD_LENGTH) return m.passwordTooShort;
  if (value.length > MAX_PASSWORD_LENGTH) return m.passwordTooLong;
  return undefined;
}

/** Drops the undefined entries so `Object.keys(errors).length === 0` means valid. */
export function compact<F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors<F>;
}

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.keys(errors).length > 0;

/** The first error in field order; the profile form shows only this one at the top. */
export const firstError = (errors: FieldErrors<string>): string | undefined =>
  Object.values(errors).find((message): message is string => typeof message === 'string');
