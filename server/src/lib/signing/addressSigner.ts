import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures for addresses that must carry their own proof (a <video> element or a
 * plain download link cannot send a bearer header). Each use derives its own key from the token
 * secret with its label: one secret to set, a different key for each use. A signature covers the
 * fields in order and the expiry (seconds since the epoch).
 */
export function createAddressSigner(tokenSecret: string, label: string) {
  const key = createHmac('sha256', tokenSecret).update(label).digest();
  const signatureOf = (fields: string[], expires: number) =>
    createHmac('sha256', key)
      .update(`${fields.join('\n')}\n${expires}`)
      .digest('base64url');

  return {
    sign: signatureOf,
    /**
     * True when `signature` was made for exactly these fields and expiry, and it has not passed at
     * `nowSeconds`. Compared as text: two encodings of the same bytes (base64's spare low bits) are
     * not both accepted.
     */
    verify(fields: string[], expires: number, signature: string, nowSeconds: number): boolean {
      if (expires < nowSeconds) return false;
      const expected = Buffer.from(signatureOf(fields, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
