/**
 * Hydrating a whole server-drawn page at once ends in one long commit on a phone's main thread.
 * While a page hydrates, the parts wrapped in HydrateLater wait: the rest hydrates first, then each
 * part in an idle period of its own, top to bottom. The visitor's first input (a tap, a key, a
 * focus) lets them all go at once, so React can hydrate the part being tapped there and then and
 * hand it the event.
 */
const waits = new Map<string, Promise<void>>();
const turns: (() => void)[] = [];
let deferring = false;

const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin'];

/** The next idle period; on a main thread that never rests, a few seconds at the latest. */
const whenIdle = (callback: () => void) =>
  window.requestIdleCallback
    ? window.requestIdleCallback(callback, { timeout: 3_000 })
    : setTimeout(callback, 50);

function releaseAll(): void {
  deferring = false;
  for (const event of INPUT_EVENTS) document.removeEventListener(event, releaseAll, true);
  for (const release of turns.splice(0)) release();
}

function releaseNext(): void {
  const release = turns.shift();
  if (!release) return releaseAll();
  release();
  whenIdle(releaseNext);
}

/**
 * Called by the entry just before it hydrates a server-drawn page: from here on HydrateLater's
 * parts wait for their turn, which starts once the main thread is first idle.
 */
export function deferHydration(): void {
  waits.clear();
  deferring = true;
  for (const event of INPUT_EVENTS) document.addEventListener(event, releaseAll, true);
  whenIdle(releaseNext);
}

/**
 * What the part called `name` waits for before it hydrates, or null when it need not wait (the
 * same promise again once released: React has seen it settle and goes on).
 */
export function hydrationWait(name: string): Promise<void> | null {
  if (!deferring) return null;
  let wait = waits.get(name);
  if (!wait) {
    wait = new Promise((resolve) => turns.push(resolve));
    waits.set(name, wait);
  }
  return wait;
}
