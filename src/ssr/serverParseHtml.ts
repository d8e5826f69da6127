// The server's twin of src/lib/parseHtml.ts: the server-rendering build takes this module in its
// place (webpack.ssr.config.ts, SERVER_TWINS). Node has no DOMParser; linkedom's is a standard one
// over htmlparser2, and stays out of the browser's bundle. Same results: src/ssr/serverTwins.test.ts.
import { DOMParser } from 'linkedom';

/** HTML as an inert document's body: no script runs and no picture loads. */
export function parseHtmlBody(html: string): HTMLElement {
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><body>${html}</body></html>`,
    'text/html',
  );
  return document.body as unknown as HTMLElement;
}
