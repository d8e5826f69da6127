import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Pictures keep their names when redrawn (course thumbnails are named in the database): a week
// fresh, then served from cache while the ETag revalidates in the background.
const IMAGES = 'public, max-age=604800, stale-while-revalidate=86400';

/**
 * Cache policy by file: hashed bundles forever, index.html always revalidated, pictures a week,
 * the rest an hour.
 */
export function cacheControlFor(filePath: string): string {
  const normalised = filePath.split(path.sep).join('/');
  if (normalised.includes('/assets/')) return IMMUTABLE;
  if (normalised.endsWith('/index.html')) return 'no-cache';
  if (normalised.includes('/images/')) return IMAGES;
  return 'public, max-age=3600';
}

/** A browser navigating to a client route (not an API call, not a file) gets the SPA's index.html. */
export function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname === '/contact') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The production SPA build (webpack's dist/, config.spaDir) with @fastify/static: pre-compressed
 * .br/.gz files are served when accepted. Not registered without a build (tests, `npm run dev`).
 */
export const spaPlugin = fp(
  async (fastify) => {
    const { spaDir } = fastify.config;
    if (!spaDir) return;
    await fastify.register(fastifyStatic, {
      root: spaDir,
      prefix: '/',
      preCompressed: true,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply, filePath) =>
        void reply.header('cache-control', cacheControlFor(filePath)),
    });
    // The static wildcard would answer the root folder with 403; the root is the SPA.
    fastify.get('/', { schema: { hide: true } }, async (_request, reply) => sendSpaIndex(reply));
  },
  { name: 'spa', dependencies: ['config'] },
);

export function sendSpaIndex(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
