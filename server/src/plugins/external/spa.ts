import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { COURSES_PAGE_SIZE } from '@contract/constants';
import { NOT_FOUND } from '@contract/messages/common';
import type { CoursesResponse } from '@contract/types';
import { socialImageFinder } from '../../hosting/socialImages';
import { createServerRenderer } from '../../hosting/serverRenderer';
import { spaIndexTemplate, withHead, withServerDrawnPage } from '../../hosting/spaIndex';
import { SIGNED_IN_COOKIE } from '../app/sessions';
import { preferredEncoding } from '../../lib/serialisedAnswer';
import { pageHeadFor, type HeadContext } from '../../services/seo/pageHead';
import { renderHead } from '../../services/seo/renderHead';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page request with the SPA's index.html, its head written for that page. */
    sendSpaPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

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

/**
 * A page request (not an API call, not a file) gets the SPA's index.html: a browser's, which
 * accepts HTML, or a link-preview crawler's, which may accept anything, for an address that does
 * not name a file.
 */
export function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname === '/contact') return false;
  const accept = request.headers.accept ?? '*/*';
  if (accept.includes('text/html')) return true;
  return accept.includes('*/*') && !/\.[a-z0-9]+$/i.test(pathname);
}

const COMPRESSED_PAGES = 50;

/**
 * The page's HTML compressed on the fly (a few kilobytes; a server-drawn page tens of them), the
 * last few pages kept compressed: the same page is asked for again and again.
 */
function pageCompressor() {
  // One map per encoding, keyed by the page itself (no copy of it made to build a key).
  const kept = { br: new Map<string, Buffer>(), gzip: new Map<string, Buffer>() };
  return (html: string, encoding: 'br' | 'gzip'): Buffer => {
    const pages = kept[encoding];
    let body = pages.get(html);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(html, { level: 6 });
      if (pages.size >= COMPRESSED_PAGES) pages.delete(pages.keys().next().value as string);
      pages.set(html, body);
    }
    return body;
  };
}

/** Sends the page's HTML compressed when accepted, never cached without asking. */
function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  compress: ReturnType<typeof pageCompressor>,
): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  void reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    // A visitor's page differs from a signed-in browser's (the signed_in cookie).
    .header('vary', 'accept-encoding, cookie');
  if (!encoding) return reply.send(html);
  return reply.header('content-encoding', encoding).send(compress(html, encoding));
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
    const template = spaIndexTemplate(spaDir);
    const compress = pageCompressor();
    const context: HeadContext = {
      siteUrl: fastify.config.siteUrl,
      socialImage: socialImageFinder(spaDir),
      catalogueThumbnail: async (page) => {
        const { body } = await fastify.catalogue.page({ page, limit: COURSES_PAGE_SIZE });
        return (JSON.parse(body) as CoursesResponse).data[0]?.thumbnail;
      },
      publishedCourse: async (slug) => (await fastify.catalogue.course(slug))?.course,
    };
    // The server-rendering build sits beside the browser's (webpack.ssr.config.ts).
    const render = createServerRenderer(fastify, path.join(path.dirname(spaDir), 'dist-ssr'));
    fastify.decorate('sendSpaPage', async (request: FastifyRequest, reply: FastifyReply) => {
      const html = template();
      if (!html) return reply.status(404).send({ message: NOT_FOUND });
      const head = await pageHeadFor(context, request.url);
      // A visitor's public page comes drawn; a browser that may be signed in draws its own.
      const drawn =
        head.status === 200 && !request.cookies[SIGNED_IN_COOKIE]
          ? await render(request.url)
          : undefined;
      if (!drawn)
        return sendHtml(
          request,
          reply.status(head.status),
          withHead(html, renderHead(head)),
          compress,
        );
      // The answers are in the page: preloading them again would fetch them twice.
      const preload = head.preload?.filter((link) => link.as !== 'fetch');
      const page = withHead(html, renderHead({ ...head, preload }));
      return sendHtml(request, reply, withServerDrawnPage(page, drawn), compress);
    });
    // The static wildcard would answer the root folder with 403; the root is the SPA.
    fastify.get('/', { schema: { hide: true } }, (request, reply) =>
      fastify.sendSpaPage(request, reply),
    );
  },
  { name: 'spa', dependencies: ['config', 'db', 'catalogue', 'cookie'] },
);
