/**
 * Makes the window as wide as a desktop for MUI's media queries (jsdom has no layout; by default
 * every `min-width` query fails, as on a phone). Returns the undo.
 */
export function desktopWindow(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...original(query), matches: /min-width/.test(query) }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
