import type { Queryable } from '../../db';
import { escapeHtml } from '../../lib/html';
import { publishedCoursePages } from '../../repositories/sitemap';
import { PUBLIC_PAGES } from './publicPages';

const url = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

/** /sitemap.xml: the public pages and every published course's page, as absolute addresses. */
export async function sitemapXml(db: Queryable, siteUrl: string): Promise<string> {
  const pages = Object.keys(PUBLIC_PAGES).map((path) => url(`${siteUrl}${path}`));
  const courses = (await publishedCoursePages(db)).map((course) =>
    url(`${siteUrl}/courses/${encodeURIComponent(course.slug)}`, course.updated_at),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    [...pages, ...courses].join('\n') +
    '\n</urlset>\n'
  );
}

/** Areas only a signed-in learner sees, and the API: crawlers keep out. */
export const PRIVATE_PATHS = ['/api/', '/user-dash', '/cart', '/checkout', '/profile', '/learn'];

/** /robots.txt: everything public may be crawled; the private areas may not; where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
