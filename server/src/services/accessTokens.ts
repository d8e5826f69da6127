import { SignJWT, jwtVerify, errors } from 'jose';

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
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const { sub, sid } = payload;
        return typeof sub === 'string' &&
          UUID.test(sub) &&
          typeof sid === 'string' &&
          UUID.test(sid)
          ? { userId: sub, sessionId: sid }
          : { error: 'invalid' };
      } catch (error) {
        return { error: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
