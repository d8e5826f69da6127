const MAX_LENGTH = 300;
const ANY_URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
/** Long runs of base64url characters, as raw tokens are (43 of them). */
const TOKEN_LIKE = /[A-Za-z0-9_-]{24,}/g;

/**
 * A transport error as stored in the outbox and logged: its code (nodemailer's, e.g. EAUTH), the
 * SMTP reply code and the first line of its message, with URLs and anything token-like cut out (a
 * link carries a live token, an SMTP URL may carry a password), at most 300 characters.
 */
export function describeSendError(error: unknown): string {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  const firstLine = String(message ?? error)
    .split('\n')[0]
    .replace(ANY_URL, '[url]')
    .replace(TOKEN_LIKE, '[redacted]');
  const parts = [
    typeof code === 'string' ? code : undefined,
    typeof responseCode === 'number' ? String(responseCode) : undefined,
    firstLine,
  ].filter((part) => part);
  return parts.join(' ').slice(0, MAX_LENGTH);
}
