import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Course, CoursesResponse } from '@contract/types';
import type { Db } from '../db';

export type ContentEncoding = 'br' | 'gzip';

export interface CataloguePage {
  /** The serialised CoursesResponse, ready to send. */
  body: string;
  etag: string;
  /** The body compressed once, on first request for that encoding. */
  encoded(encoding: ContentEncoding): Buffer;
}

function compressedVariants(body: string): CataloguePage['encoded'] {
  const cache: Partial<Record<ContentEncoding, Buffer>> = {};
  return (encoding) =>
    (cache[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(body, { level: 9 }));
}

const MAX_CACHED_PAGES = 500;

/**
 * GET /courses is the hot path: pages are built once from the database and kept, serialised, until
 * the catalogue changes (today only the seed and migrations change it, and they call invalidate()).
 */
export function createCatalogue(db: Db) {
  let pages = new Map<string, Promise<CataloguePage>>();

  async function build(page: number, limit: number): Promise<CataloguePage> {
    const [rows, count] = await Promise.all([
      db.query<Course>(
        `SELECT id AS "_id", title, description, thumbnail, price FROM courses
         WHERE published_at IS NOT NULL ORDER BY created_at, id LIMIT $1 OFFSET $2`,
        [limit, (page - 1) * limit],
      ),
      db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM courses WHERE published_at IS NOT NULL',
      ),
    ]);
    const totalItems = count.rows[0].total;
    const response: CoursesResponse = {
      data: rows.rows,
      pagination: { page, limit, totalPages: Math.ceil(totalItems / limit), totalItems },
    };
    const body = JSON.stringify(response);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { body, etag, encoded: compressedVariants(body) };
  }

  return {
    page(page: number, limit: number): Promise<CataloguePage> {
      const key = `${page}:${limit}`;
      let cached = pages.get(key);
      if (!cached) {
        if (pages.size >= MAX_CACHED_PAGES) pages = new Map();
        cached = build(page, limit);
        pages.set(key, cached);
        // A failed build must not stay cached.
        cached.catch(() => pages.delete(key));
      }
      return cached;
    },
    invalidate(): void {
      pages = new Map();
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
