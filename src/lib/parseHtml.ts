// The browser's version. The server-rendering build swaps this module for its twin,
// src/ssr/serverParseHtml.ts (linkedom: Node has no DOMParser), which must give the same results
// (src/ssr/serverTwins.test.ts) and which webpack.ssr.config.ts names in SERVER_TWINS.

/** HTML as an inert document's body: no script runs and no picture loads. */
export function parseHtmlBody(html: string): HTMLElement {
  return new DOMParser().parseFromString(html, 'text/html').body;
}
