import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { CoursesResponse } from '@contract/types';
import type { Queryable } from '../db';
import { countPublishedCourses, publishedCourses } from '../repositories/courses';

export type ContentEncoding = 'br' | 'gzip';

/** Brotli when the client takes it, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

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
 * A page is rebuilt after this long even when nothing here called invalidate(): a review written
 * through another server process changes a card's rating too.
 */
export const CATALOGUE_MAX_AGE_MS = 60_000;

/**
 * GET /courses is the hot path: pages are built once from the database and kept, serialised, until
 * the catalogue changes (the seed, migrations and reviews call invalidate()) or CATALOGUE_MAX_AGE_MS.
 */
export function createCatalogue(db: Queryable, now: () => number = Date.now) {
  let pages = new Map<string, Promise<CataloguePage>>();
  const builtAt = new Map<string, number>();

  async function build(page: number, limit: number): Promise<CataloguePage> {
    const [data, totalItems] = await Promise.all([
      publishedCourses(db, limit, (page - 1) * limit),
      countPublishedCourses(db),
    ]);
    const response: CoursesResponse = {
      data,
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
      if (cached && now() - (builtAt.get(key) ?? 0) > CATALOGUE_MAX_AGE_MS) cached = undefined;
      if (!cached) {
        if (pages.size >= MAX_CACHED_PAGES) pages = new Map();
        cached = build(page, limit);
        pages.set(key, cached);
        builtAt.set(key, now());
        // A failed build must not stay cached.
        cached.catch(() => pages.delete(key));
      }
      return cached;
    },
    invalidate(): void {
      pages = new Map();
      builtAt.clear();
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
