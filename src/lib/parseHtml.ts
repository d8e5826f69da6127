/** HTML as an inert document's body: no script runs and no picture loads. */
export function parseHtmlBody(html: string): HTMLElement {
  return new DOMParser().parseFromString(html, 'text/html').body;
}
