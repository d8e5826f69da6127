import { ACADEMY_NAME } from '@contract/constants';
import { escapeHtml, jsonForScript } from '../../lib/html';
import type { PageHead, Preload } from './pageHead';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * A picture is asked for first; an API call with credentials, as the SPA's own fetch makes it, so
 * the browser hands the preloaded answer to it.
 */
const preloadLink = ({ href, as }: Preload) =>
  as === 'image'
    ? `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`
    : `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="use-credentials">`;

/**
 * The head's tags for a page: title, description, canonical address, Open Graph and Twitter card
 * for link previews, and the page's JSON-LD. Every value is escaped; the JSON-LD is data, which the
 * browser never runs, so the content security policy has nothing to allow for it.
 */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    meta('property', 'og:site_name', ACADEMY_NAME),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    meta('property', 'og:image', head.image),
    head.imageSize ? meta('property', 'og:image:width', String(head.imageSize.width)) : '',
    head.imageSize ? meta('property', 'og:image:height', String(head.imageSize.height)) : '',
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    meta('name', 'twitter:image:alt', head.imageAlt),
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
    ...(head.preload ?? []).map(preloadLink),
  ];
  return tags.filter(Boolean).join('');
}
