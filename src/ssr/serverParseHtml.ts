import { DOMParser } from 'linkedom';

// The server-rendering build's stand-in for src/lib/parseHtml.ts: Node has no DOMParser, linkedom's
// is a standard one over htmlparser2.

/** HTML as an inert document's body: no script runs and no picture loads. */
export function parseHtmlBody(html: string): HTMLElement {
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><body>${html}</body></html>`,
    'text/html',
  );
  return document.body as unknown as HTMLElement;
}
