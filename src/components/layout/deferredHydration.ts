/**
 * Hydrating a whole server-drawn page at once ends in one long commit on a phone's main thread.
 * While a page hydrates, the parts wrapped in HydrateLater wait: the rest hydrates first, then each
 * part in its own idle period, top to bottom; the visitor's first input (a tap, a key, a focus)
 * lets them all hydrate at once, so React can hydrate the part being tapped there and then and
 * hand it the event.
 */
interface Turn {
  promise: Promise<void>;
  release: () => void;
}

const turns = new Map<string, Turn>();
const queue: string[] = [];
let deferring = false;
let releasing = false;

const INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** The longest a part waits for an idle period on a main thread that never rests. */
const IDLE_TIMEOUT_MS = 3_000;

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 50);
}

function releaseAll(): void {
  deferring = false;
  for (const event of INPUT_EVENTS) document.removeEventListener(event, releaseAll, true);
  for (const name of queue.splice(0)) turns.get(name)?.release();
}

function releaseNext(): void {
  const name = queue.shift();
  if (name === undefined) {
    releasing = false;
    deferring = false;
    return;
  }
  turns.get(name)?.release();
  whenIdle(releaseNext);
}

/**
 * Called by the entry just before it hydrates a server-drawn page: from here on HydrateLater's
 * parts wait for their turn, which starts once the main thread is first idle.
 */
export function deferHydration(): void {
  turns.clear();
  queue.length = 0;
  deferring = true;
  for (const event of INPUT_EVENTS) document.addEventListener(event, releaseAll, true);
  releasing = true;
  whenIdle(releaseNext);
}

/** What the part called `name` waits for before it hydrates, or null when it need not wait. */
export function hydrationWait(name: string): Promise<void> | null {
  const known = turns.get(name);
  if (known) return queue.includes(name) ? known.promise : null;
  if (!deferring) return null;
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  turns.set(name, { promise, release });
  queue.push(name);
  if (!releasing) {
    releasing = true;
    whenIdle(releaseNext);
  }
  return promise;
}
