import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSigV4Verifier } from './sigV4';

export interface StoredInBucket {
  body: Buffer;
  contentType: string;
  etag: string;
}

export interface S3StandIn {
  /** `http://127.0.0.1:<port>`, addressed path-style: `/<bucket>/<key>`. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** By full object key (with any prefix). */
  objects: Map<string, StoredInBucket>;
  /** What it was asked, and what it answered. */
  requests: { method: string; key: string; status: number }[];
  /** Moves the stand-in's clock (presigned addresses expire by it). */
  advance(ms: number): void;
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; undefined for none or one it does not read. */
function byteRange(header: string | undefined, size: number) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return { start, end, satisfiable: start < size && start <= end };
}

/**
 * A local stand-in for an S3-compatible bucket: PUT, HEAD, GET and DELETE of objects kept in memory, each
 * request checked for a valid SigV4 signature (header or presigned query) made with its key, and
 * single byte ranges on GET. Tests never reach a real store.
 */
export async function startS3StandIn(bucket = 'academy-media'): Promise<S3StandIn> {
  const credentials = { accessKeyId: 'AKIASTANDIN', secretAccessKey: 'stand-in-secret-key' };
  const verify = createSigV4Verifier(credentials);
  const objects = new Map<string, StoredInBucket>();
  const requests: S3StandIn['requests'] = [];
  let skewMs = 0;

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const [, bucketName, ...keyParts] = url.pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const finish = (
      status: number,
      headers: http.OutgoingHttpHeaders = {},
      payload?: Buffer | string,
    ) => {
      requests.push({ method: req.method ?? '', key, status });
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : payload);
    };
    const fail = (status: number, code: string, message: string) =>
      finish(status, { 'content-type': 'application/xml' }, xmlError(code, message));

    const verdict = await verify(
      {
        method: req.method ?? 'GET',
        host: req.headers.host ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: Object.fromEntries(
          Object.entries(req.headers).map(([name, value]) => [name, [value].flat().join(',')]),
        ),
        body,
      },
      Date.now() + skewMs,
    );
    if (!verdict.ok) return fail(403, verdict.code, verdict.message);
    if (bucketName !== bucket) return fail(404, 'NoSuchBucket', 'The bucket does not exist');

    if (req.method === 'PUT') {
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, {
        body,
        contentType: req.headers['content-type'] ?? 'binary/octet-stream',
        etag,
      });
      return finish(200, { etag });
    }
    if (req.method === 'DELETE') {
      // As S3 does, a key that is not there is deleted too.
      objects.delete(key);
      return finish(204);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return fail(405, 'MethodNotAllowed', 'Not supported here');
    const stored = objects.get(key);
    if (!stored) return fail(404, 'NoSuchKey', 'The key does not exist');
    const size = stored.body.length;
    const common = {
      'content-type': stored.contentType,
      etag: stored.etag,
      'accept-ranges': 'bytes',
    };
    const range = byteRange(req.headers.range, size);
    if (range && !range.satisfiable)
      return fail(416, 'InvalidRange', 'The requested range is not satisfiable');
    if (!range) return finish(200, { ...common, 'content-length': size }, stored.body);
    const part = stored.body.subarray(range.start, range.end + 1);
    return finish(
      206,
      {
        ...common,
        'content-length': part.length,
        'content-range': `bytes ${range.start}-${range.end}/${size}`,
      },
      part,
    );
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      answer(req, res, Buffer.concat(chunks)).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    credentials,
    objects,
    requests,
    advance(ms) {
      skewMs += ms;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
