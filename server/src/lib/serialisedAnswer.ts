import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Brotli when the client takes it, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

/** An API answer serialised once, with its ETag, to be sent as it is many times. */
export interface SerialisedAnswer {
  body: string;
  etag: string;
  /** The body compressed once, on first request for that encoding. */
  encoded(encoding: ContentEncoding): Buffer;
}

function compressedVariants(body: string): SerialisedAnswer['encoded'] {
  const cache: Partial<Record<ContentEncoding, Buffer>> = {};
  return (encoding) =>
    (cache[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(body, { level: 9 }));
}

export function serialisedAnswer(value: unknown): SerialisedAnswer {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag, encoded: compressedVariants(body) };
}
