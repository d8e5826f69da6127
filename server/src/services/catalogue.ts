import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { CoursesQuery, CoursesResponse } from '@contract/types';
import type { Queryable } from '../db';
import { systemClock, type Clock } from '../lib/clock';
import { countCatalogueCourses, findCatalogueCourses } from '../repositories/catalogueSearch';
import { catalogueRequest, type CatalogueRequest } from './catalogueQuery';

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

/** Kept pages of the browsed catalogue (filters and sorts, no search text). */
const MAX_CACHED_PAGES = 500;
/** Search texts are endless; they get their own, smaller room so they never push the pages out. */
const MAX_CACHED_SEARCHES = 200;
/** Purchases and reviews reorder these sorts without invalidating the catalogue. */
const LIVE_SORT_TTL_MS = 60_000;
const LIVE_SORTS = new Set(['popular', 'rating']);

interface Cached {
  page: Promise<CataloguePage>;
  expiresAt: number;
}

/** Entries by key; when full it starts again empty (cheaper than tracking use, and rare). */
function boundedCache(max: number) {
  let entries = new Map<string, Cached>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, entry: Cached) {
      if (entries.size >= max) entries = new Map();
      entries.set(key, entry);
    },
    delete(key: string, entry: Cached) {
      if (entries.get(key) === entry) entries.delete(key);
    },
    clear() {
      entries = new Map();
    },
  };
}

/**
 * GET /courses is the hot path: pages are built once from the database and kept, serialised, until
 * the catalogue changes (the database notifies every node of any change: migration 017), or for a
 * minute when their order follows purchases or ratings.
 */
export function createCatalogue(db: Queryable, clock: Clock = systemClock) {
  const pages = boundedCache(MAX_CACHED_PAGES);
  const searches = boundedCache(MAX_CACHED_SEARCHES);

  async function build({ page, limit, filter }: CatalogueRequest): Promise<CataloguePage> {
    const [data, totalItems] = await Promise.all([
      findCatalogueCourses(db, filter, limit, (page - 1) * limit),
      countCatalogueCourses(db, filter),
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
    page(query: CoursesQuery): Promise<CataloguePage> {
      const request = catalogueRequest(query);
      const cache = request.filter.terms.length > 0 ? searches : pages;
      const now = clock.now();
      const cached = cache.get(request.key);
      if (cached && cached.expiresAt > now) return cached.page;
      const live = request.filter.sort !== undefined && LIVE_SORTS.has(request.filter.sort);
      const entry: Cached = {
        page: build(request),
        expiresAt: live ? now + LIVE_SORT_TTL_MS : Infinity,
      };
      cache.set(request.key, entry);
      // A failed build must not stay cached.
      entry.page.catch(() => cache.delete(request.key, entry));
      return entry.page;
    },
    invalidate(): void {
      pages.clear();
      searches.clear();
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
