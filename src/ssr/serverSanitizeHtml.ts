// The server's twin of src/lib/sanitizeHtml.ts: the server-rendering build takes this module in
// its place (webpack.ssr.config.ts, SERVER_TWINS). DOMPurify needs a browser's DOM, so here the
// same rules run with sanitize-html, the library the API server sanitises staff HTML with (kept
// out of the browser's bundle). Same HTML: src/ssr/serverTwins.test.ts.
import sanitize from 'sanitize-html';
import { ALLOWED_ATTR, ALLOWED_TAGS, SAFE_LINK } from '@/lib/sanitizeHtmlRules';

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: [...ALLOWED_ATTR, 'target', 'rel'] },
  // Any scheme passes here; the link rule below keeps only SAFE_LINK addresses, as the browser does.
  allowedSchemes: ['http', 'https', 'mailto'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      if (!SAFE_LINK.test(href)) return { tagName, attribs: {} as sanitize.Attributes };
      return { tagName, attribs: { href, target: '_blank', rel: 'noopener noreferrer' } };
    },
  },
};

/** Keeps paragraphs, emphasis, lists and http(s)/mailto links, as the browser's version does. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  // <br>, as a browser writes it (the only void element kept).
  return sanitize(html, OPTIONS).replace(/<br \/>/g, '<br>');
}
