// Certificates of completion.

/** An unknown or malformed certificate id: the same answer, so ids cannot be probed. */
export const CERTIFICATE_NOT_FOUND =
  'We could not find this certificate. Check that the address was copied in full.';

/** A certificate whose course was refunded: its page says so, and its PDF is no longer served. */
export const CERTIFICATE_REVOKED =
  'This certificate was revoked because the course it was issued for was refunded. It no longer certifies completion.';
