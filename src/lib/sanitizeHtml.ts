// The browser's version. The server-rendering build swaps this module for its twin,
// src/ssr/serverSanitizeHtml.ts (sanitize-html: DOMPurify needs a browser's DOM), which must give
// the same HTML (src/ssr/serverTwins.test.ts) and which webpack.ssr.config.ts names in SERVER_TWINS.
import createDOMPurify from 'dompurify';

import { ALLOWED_ATTR, ALLOWED_TAGS, SAFE_LINK } from './sanitizeHtmlRules';

// Course descriptions are HTML written on the server side; only simple formatting survives.
// Our own instance, so the link hook below does not leak into other DOMPurify users.
const purifier = createDOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (!SAFE_LINK.test(href)) {
    node.removeAttribute('href');
    return;
  }
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * Keeps paragraphs, emphasis, lists and http(s)/mailto links; drops scripts, event handlers,
 * styles, iframes, forms, images and headings (their text stays).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    KEEP_CONTENT: true,
  });
}
