// What survives of a course description or an article lesson in the page, in the browser (DOMPurify, sanitizeHtml.ts)
// and when the server draws the page (sanitize-html, src/ssr/serverSanitizeHtml.ts).

export const ALLOWED_TAGS = [
  'p',
  // Subheadings (the server's own sanitiser keeps h2 and h3 in descriptions and articles).
  'h2',
  'h3',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'span',
  'a',
];
export const ALLOWED_ATTR = ['href'];
/** Links kept (opened in a new tab, without access to this page); any other address is dropped. */
export const SAFE_LINK = /^(?:https?:|mailto:)/i;
