import type { Readable } from 'node:stream';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_NOT_FOUND, RANGE_NOT_SATISFIABLE } from '@contract/messages/courses';
import { notFound } from './httpError';

export interface FileRange {
  status: 200 | 206 | 304;
  /** As `@fastify/send` names them (title case). */
  headers: Record<string, string>;
  stream: Readable;
}

/**
 * A file under `root` with byte ranges (206, Accept-Ranges; with `validators`, ETag, Last-Modified,
 * If-Range and 304), so a player starts and seeks without fetching it whole. A range past the end is
 * answered here with 416 and `bytes *\/<length>`, which tells the player the real end (then the
 * result is undefined); a missing file is a 404.
 */
export async function sendFileRange(
  request: FastifyRequest,
  reply: FastifyReply,
  { root, file, validators }: { root: string; file: string; validators: boolean },
): Promise<FileRange | undefined> {
  const result = await send(request.raw, file, {
    root,
    acceptRanges: true,
    etag: validators,
    lastModified: validators,
    cacheControl: false,
    dotfiles: 'deny',
  });
  if (result.statusCode === 416) {
    result.stream.destroy();
    void reply
      .code(416)
      .header('content-range', result.headers['Content-Range'])
      .send({ message: RANGE_NOT_SATISFIABLE });
    return undefined;
  }
  if (result.type !== 'file') throw notFound(MEDIA_NOT_FOUND);
  return {
    status: result.statusCode as FileRange['status'],
    headers: result.headers,
    stream: result.stream,
  };
}
