import { createAddressSigner } from './addressSigner';

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
 * Signatures of lesson-file addresses: an authenticated call hands out short-lived addresses
 * that a <video> element can use without a bearer header.
 */
export function createMediaSigner(tokenSecret: string) {
  const signer = createAddressSigner(tokenSecret, 'lesson-media-addresses');
  const fieldsOf = ({ subject, lessonId, kind }: MediaGrant) => [subject, lessonId, kind];
  return {
    sign: (grant: MediaGrant): string => signer.sign(fieldsOf(grant), grant.expires),
    /** True when `signature` was made for exactly this grant and it has not expired at `nowSeconds`. */
    verify: (grant: MediaGrant, signature: string, nowSeconds: number): boolean =>
      signer.verify(fieldsOf(grant), grant.expires, signature, nowSeconds),
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;
