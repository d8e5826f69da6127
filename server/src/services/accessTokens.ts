import { SignJWT, jwtVerify, errors } from 'jose';

export interface AccessTokens {
  sign(userId: string): Promise<string>;
  /** The user id, or a reason the token is refused. */
  verify(token: string): Promise<{ userId: string } | { error: 'expired' | 'invalid' }>;
}

const AUDIENCE = 'academy-api';

/** Short-lived HS256 JWTs; the refresh cookie is what keeps a session going. */
export function createAccessTokens(
  secret: string,
  issuer: string,
  ttlSeconds: number,
): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
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
        });
        return typeof payload.sub === 'string' ? { userId: payload.sub } : { error: 'invalid' };
      } catch (error) {
        return { error: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
