import { Suspense, use, type ReactNode } from 'react';

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

interface HydrateLaterProps {
  /** Names the part: each waits for its own turn (see deferredHydration.ts). */
  name: string;
  children: ReactNode;
}

/** Suspends the part's hydration until its turn; renders nothing of its own. */
function WaitForTurn({ name }: { name: string }) {
  const wait = hydrationWait(name);
  if (wait) use(wait);
  return null;
}

/**
 * A part of a server-drawn page that hydrates after the rest of the page, in a task of its own,
 * once the main thread is idle or at the visitor's first input. Until then the server's markup
 * stays on screen as drawn (the part's Suspense boundary stays dehydrated); elsewhere (the
 * server, a page drawn in the browser) it renders at once.
 *
 * The element using it must not re-render before its turn with new children, or React would draw
 * the part afresh: use it inside a component whose props do not change on a first visit
 * (memo-ised where its parent may re-render).
 */
export function HydrateLater({ name, children }: HydrateLaterProps) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name} />
      {children}
    </Suspense>
  );
}
