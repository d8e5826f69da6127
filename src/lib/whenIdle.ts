/**
 * Runs `callback` in the main thread's next idle period, or after `timeout` ms on a main thread
 * that never rests (a browser without requestIdleCallback: soon after). Returns a cancel.
 */
export function whenIdle(callback: () => void, timeout = 3_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 50);
  return () => clearTimeout(handle);
}
