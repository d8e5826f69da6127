import type { Action } from '@reduxjs/toolkit';
import { ACADEMY_NAME } from '@contract/constants';

const SECRET_KEYS = new Set([
  'token',
  'accessToken',
  'authorization',
  'password',
  'confirmPassword',
]);
const REDACTED = '<redacted>';

/** A copy of `value` with every secret-named key's value replaced, at any depth. */
export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(redactSecrets) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEYS.has(key) && inner != null ? REDACTED : redactSecrets(inner),
    ]),
  ) as T;
}

/** Redux DevTools in development: named after the product, with tokens and passwords hidden. */
export const devToolsOptions = {
  name: ACADEMY_NAME,
  stateSanitizer: <S>(state: S) => redactSecrets(state),
  actionSanitizer: <A extends Action>(action: A) => redactSecrets(action),
};
