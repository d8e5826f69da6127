import { webcrypto } from 'node:crypto';
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
  // A WebCrypto key imported once: given raw bytes or a KeyObject, jose imports a new one on every
  // call, which was the largest cost of an authenticated request.
  const keyPromise = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    sign: async ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await keyPromise),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await keyPromise, {
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
