import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import * as m from '@contract/messages/admin';
import { nulCharacter } from '@contract/messages/common';
import { badRequest, HttpError } from '../../lib/httpError';

/** An upload spooled to a temporary file, its type known from its bytes. */
export interface SpooledUpload<T extends string> {
  path: string;
  type: T;
  size: number;
  sha256: string;
  originalName: string;
  /** Removes the temporary file; call it whatever happened. */
  remove(): Promise<void>;
}

export interface UploadRules<T extends string> {
  maxBytes: number;
  /** The file's type from its first bytes, or undefined when it is not one of the accepted kinds. */
  typeOf(head: Buffer): T | undefined;
  wrongType: string;
  tooLarge: string;
}

const HEAD_BYTES = 16;

/**
 * Reads the request's one file into a temporary file (owner-only), refusing it with 415 as soon as
 * its first bytes show the wrong type and with 413 as soon as it passes the size limit. Nothing
 * reaches the media storage until the whole file has passed both.
 */
export async function spoolUpload<T extends string>(
  request: FastifyRequest,
  rules: UploadRules<T>,
): Promise<SpooledUpload<T>> {
  const part = await request
    .file({ limits: { fileSize: rules.maxBytes, files: 1 } })
    .catch((error: { code?: string }) => {
      if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(m.UPLOAD_MISSING);
      throw error;
    });
  if (!part) throw badRequest(m.UPLOAD_MISSING);
  // The name is kept with the file, and PostgreSQL refuses U+0000 in text (the input guard's rule).
  if (part.filename?.includes('\u0000')) {
    part.file.resume();
    throw badRequest(nulCharacter('file name'));
  }
  const file = path.join(os.tmpdir(), `academy-upload-${randomUUID()}`);
  const remove = () => fs.promises.rm(file, { force: true });
  const out = fs.createWriteStream(file, { mode: 0o600 });
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let type: T | undefined;
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (!type) {
        head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
        if (head.length >= HEAD_BYTES || chunk.length === 0) type = rules.typeOf(head);
        if (!type && head.length >= HEAD_BYTES) throw new HttpError(415, rules.wrongType);
      }
      size += chunk.length;
      if (size > rules.maxBytes || part.file.truncated) throw new HttpError(413, rules.tooLarge);
      hash.update(chunk);
      if (!out.write(chunk))
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    if (part.file.truncated) throw new HttpError(413, rules.tooLarge);
    type ??= rules.typeOf(head);
    if (!type || size === 0) throw new HttpError(415, rules.wrongType);
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  } catch (error) {
    part.file.resume();
    out.destroy();
    await remove();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, rules.tooLarge);
    throw error;
  }
  return {
    path: file,
    type,
    size,
    sha256: hash.digest('hex'),
    originalName: (part.filename ?? '').slice(0, 200),
    remove,
  };
}

/** '2 GB', '500 MB'. */
export function describeBytes(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  return gb >= 1 && Number.isInteger(gb) ? `${gb} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}
