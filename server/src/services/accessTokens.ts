import { createSigner, createVerifier, TokenError } from 'fast-jwt';

export interface AccessClaims {
  userId: string;
  /** The sign-in (refresh-token family) the token was issued for. */
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** Who the token speaks for, or why it is refused. */
  verify(token: string): Promise<AccessClaims | { error: 'expired' | 'invalid' }>;
}

const AUDIENCE = 'academy-api';
const TOKENS_KEPT = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Short-lived HS256 JWTs; the refresh cookie is what keeps a session going. `exp`, `sub` (the user)
 * and `sid` (the session) are required, both ids UUIDs: anything else is refused as invalid.
 */
export function createAccessTokens(
  secret: string,
  issuer: string,
  ttlSeconds: number,
): AccessTokens {
  // fast-jwt signs and checks with node:crypto's HMAC: WebCrypto's verify (through jose) was the
  // largest cost of an authenticated request, about a sixth of the server's time under load.
  const signToken = createSigner({
    algorithm: 'HS256',
    key: secret,
    iss: issuer,
    aud: AUDIENCE,
    expiresIn: ttlSeconds * 1000,
  });
  const verifyToken = createVerifier({
    algorithms: ['HS256'],
    key: secret,
    allowedIss: issuer,
    allowedAud: AUDIENCE,
    requiredClaims: ['exp', 'sub', 'sid'],
    // A token seen and verified before is not checked again until it expires (a learner's token
    // serves many calls). The key is the token itself: any other string is verified in full.
    cache: TOKENS_KEPT,
    cacheKeyBuilder: (token: string) => token,
  });
  return {
    sign: async ({ userId, sessionId }) => signToken({ sub: userId, sid: sessionId }),
    async verify(token) {
      try {
        const { sub, sid } = verifyToken(token) as { sub?: unknown; sid?: unknown };
        return typeof sub === 'string' &&
          UUID.test(sub) &&
          typeof sid === 'string' &&
          UUID.test(sid)
          ? { userId: sub, sessionId: sid }
          : { error: 'invalid' };
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        return { error: expired ? 'expired' : 'invalid' };
      }
    },
  };
}
