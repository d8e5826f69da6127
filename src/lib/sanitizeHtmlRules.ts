// What survives of a course description in the page, in the browser (DOMPurify, sanitizeHtml.ts)
// and when the server draws the page (sanitize-html, src/ssr/serverSanitizeHtml.ts).

export const ALLOWED_TAGS = [
  'p',
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
