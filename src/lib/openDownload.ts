/**
 * Opens a file's address as a plain navigation: a PDF answered as an attachment downloads and the
 * page stays. Its own module so tests can record it (jsdom cannot navigate).
 */
export function openDownload(url: string): void {
  window.location.assign(url);
}
