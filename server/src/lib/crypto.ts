import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** 32 random bytes, base64url: the raw value of mail links and refresh tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** What the database stores instead of a token. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const hmacSha256Hex = (secret: string, data: string | Buffer): string =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of two hex digests (false when the lengths differ). */
export function hexDigestsEqual(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(/^[0-9a-f]*$/i.test(received) ? received : '', 'hex');
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

// AES-256-GCM with a key derived from a secret the caller holds (here: a refresh token's raw value).
const keyFrom = (secret: string): Buffer =>
  createHmac('sha256', secret).update('refresh-successor').digest();

export function seal(plaintext: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The plaintext, or undefined when the box was not sealed with this secret. */
export function open(box: string, secret: string): string | undefined {
  const [iv, tag, body] = box.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
