import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who a media address was signed for: a user id, or 'anon' for a preview anyone may watch. */
export const ANONYMOUS = 'anon';

export interface MediaGrant {
  subject: string;
  lessonId: string;
  kind: string;
  /** Seconds since the epoch after which the address stops working. */
  expires: number;
}

/**
 * HMAC-SHA256 signatures of lesson-file addresses. A <video> element cannot send a bearer header,
 * so an authenticated call hands out short-lived addresses that carry their own proof; the key is
 * derived from the token secret (one secret to set, a different key for each use).
 */
export function createMediaSigner(tokenSecret: string) {
  const key = createHmac('sha256', tokenSecret).update('lesson-media-addresses').digest();
  const signatureOf = ({ subject, lessonId, kind, expires }: MediaGrant) =>
    createHmac('sha256', key).update(`${subject}\n${lessonId}\n${kind}\n${expires}`).digest();

  return {
    sign: (grant: MediaGrant): string => signatureOf(grant).toString('base64url'),
    /** True when `signature` was made for exactly this grant and it has not expired at `nowSeconds`. */
    verify(grant: MediaGrant, signature: string, nowSeconds: number): boolean {
      if (grant.expires < nowSeconds) return false;
      const expected = signatureOf(grant);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;
