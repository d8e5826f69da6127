import sanitize from 'sanitize-html';

/**
 * Staff-written HTML (course descriptions, article lessons) as it is stored and served: only
 * p, br, strong, em, ul, ol, li, h2, h3, blockquote and links to http(s) or mailto addresses
 * (opened with rel="noopener noreferrer"); every other element is dropped with its attributes (its
 * text kept, except in script and style), so no script, handler or javascript: address survives.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
    b: 'strong',
    i: 'em',
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

export function sanitizeStaffHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
