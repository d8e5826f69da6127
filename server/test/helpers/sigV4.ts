import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';

/** Whether a request to the S3 stand-in is signed with its key, and if not, why. */
export type Verdict = { ok: true } | { ok: false; code: string; message: string };

export interface SignedRequest {
  method: string;
  host: string;
  /** The path as sent, still percent-encoded. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Buffer;
}

type Bytes = string | ArrayBuffer | ArrayBufferView;
const toBuffer = (data: Bytes): Buffer =>
  typeof data === 'string'
    ? Buffer.from(data)
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** SHA-256, or HMAC-SHA256 when given a key, in the shape the signer asks for. */
class Sha256 {
  private readonly hash;
  constructor(key?: Bytes) {
    this.hash = key === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(key));
  }
  update(data: Uint8Array): void {
    this.hash.update(data);
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

const refused = (code: string, message: string): Verdict => ({ ok: false, code, message });
const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** `20260101T120000Z` as a Date. */
const amzDate = (value: string | undefined): Date | undefined => {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  return match
    ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3], +match[4], +match[5], +match[6]))
    : undefined;
};
const pick = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, headers[name] ?? '']));

/**
 * Checks AWS Signature Version 4 the way S3 does, by signing the request again with the secret and
 * comparing: an Authorization header (the SDK's own calls) or a presigned address's query, which
 * also must not have expired.
 */
export function createSigV4Verifier(credentials: { accessKeyId: string; secretAccessKey: string }) {
  const signer = new SignatureV4({
    credentials,
    region: 'us-east-1',
    service: 's3',
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const scopeOf = (credential: string | undefined) => {
    const [keyId, , region, service, terminator] = (credential ?? '').split('/');
    return keyId === credentials.accessKeyId && service === 's3' && terminator === 'aws4_request'
      ? { region }
      : undefined;
  };

  async function byHeader(request: SignedRequest, now: number): Promise<Verdict> {
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        request.headers.authorization ?? '',
      );
    const date = amzDate(request.headers['x-amz-date']);
    const scope = scopeOf(match?.[1]);
    if (!match || !date || !scope) return refused('AccessDenied', 'Malformed authorization');
    if (Math.abs(now - date.getTime()) > 15 * 60_000)
      return refused('RequestTimeTooSkewed', 'The request time is too far from the server time');
    const payloadHash = request.headers['x-amz-content-sha256'];
    if (/^[0-9a-f]{64}$/.test(payloadHash ?? '')) {
      if (createHash('sha256').update(request.body).digest('hex') !== payloadHash)
        return refused('XAmzContentSHA256Mismatch', 'The body does not match its hash');
    }
    const signed = await signer.sign(
      {
        ...request,
        protocol: 'http:',
        hostname: request.host,
        headers: pick(request.headers, match[2].split(';')),
      },
      { signingDate: date, signingRegion: scope.region, signingService: 's3' },
    );
    const expected = /Signature=([0-9a-f]{64})$/.exec(signed.headers.authorization)?.[1] ?? '';
    return sameText(expected, match[3])
      ? { ok: true }
      : refused('SignatureDoesNotMatch', 'The signature does not match');
  }

  async function byQuery(request: SignedRequest, now: number): Promise<Verdict> {
    const {
      'X-Amz-Signature': signature = '',
      'X-Amz-Content-Sha256': payloadHash,
      ...query
    } = request.query;
    const date = amzDate(query['X-Amz-Date']);
    const expiresIn = Number(query['X-Amz-Expires']);
    const scope = scopeOf(query['X-Amz-Credential']);
    if (
      query['X-Amz-Algorithm'] !== 'AWS4-HMAC-SHA256' ||
      !date ||
      !scope ||
      !Number.isInteger(expiresIn)
    )
      return refused('AccessDenied', 'Malformed presigned address');
    const headers = pick(request.headers, (query['X-Amz-SignedHeaders'] ?? '').split(';'));
    // The presigner carries the payload hash in the query; the signer reads it from a header (and
    // moves it back into the query under this very name, which the canonical order depends on).
    if (payloadHash) headers['X-Amz-Content-Sha256'] = payloadHash;
    const presigned = await signer.presign(
      { ...request, protocol: 'http:', hostname: request.host, query, headers },
      { signingDate: date, expiresIn, signingRegion: scope.region, signingService: 's3' },
    );
    if (!sameText(String(presigned.query?.['X-Amz-Signature'] ?? ''), signature))
      return refused('SignatureDoesNotMatch', 'The signature does not match');
    if (now > date.getTime() + expiresIn * 1000)
      return refused('AccessDenied', 'Request has expired');
    return { ok: true };
  }

  return (request: SignedRequest, now: number): Promise<Verdict> =>
    request.query['X-Amz-Signature'] !== undefined
      ? byQuery(request, now)
      : request.headers.authorization
        ? byHeader(request, now)
        : Promise.resolve(refused('AccessDenied', 'Anonymous access is not allowed'));
}
