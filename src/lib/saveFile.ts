/**
 * Hands a file the app fetched (a PDF that needs the learner's token) to the browser to save, as
 * a download link would. Does nothing where the page cannot make object addresses (tests, Node).
 */
export function saveFile(file: Blob, fileName: string): void {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}
