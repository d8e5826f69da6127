// Certificates of completion.

/** An unknown or malformed certificate id: the same answer, so ids cannot be probed. */
export const CERTIFICATE_NOT_FOUND =
  'We could not find this certificate. Check that the address was copied in full.';
