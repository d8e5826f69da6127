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
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

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
  // largest single cost of an authenticated request under load.
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
  });
  // A token verified before is not checked again until it expires: a learner's token serves many
  // calls. Kept by the token itself, so any other string is verified in full.
  const kept = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  const keep = (token: string, claims: AccessClaims, exp: number) => {
    if (kept.size >= TOKENS_KEPT) kept.clear();
    kept.set(token, { claims, expiresAtMs: exp * 1000 });
  };
  return {
    sign: async ({ userId, sessionId }) => signToken({ sub: userId, sid: sessionId }),
    async verify(token) {
      const known = kept.get(token);
      if (known && known.expiresAtMs > Date.now()) return known.claims;
      if (known) kept.delete(token);
      try {
        const { sub, sid, exp } = verifyToken(token) as {
          sub?: unknown;
          sid?: unknown;
          exp: number;
        };
        if (!isUuid(sub) || !isUuid(sid)) return { error: 'invalid' };
        const claims = { userId: sub, sessionId: sid };
        keep(token, claims, exp);
        return claims;
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        return { error: expired ? 'expired' : 'invalid' };
      }
    },
  };
}
