import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { robotsTxt, sitemapXml } from '../../services/seo/sitemap';
import { named } from '../../lib/pluginName';

/** /sitemap.xml and /robots.txt for crawlers, on the site's own origin (not in the API's document). */
export const seoRoutes: FastifyPluginAsyncTypebox = named('seo routes', async (fastify) => {
  const { siteUrl } = fastify.config;

  fastify.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapXml(fastify.db, siteUrl)),
  );

  fastify.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(siteUrl)),
  );
});
