import { Suspense, use, type ReactNode } from 'react';
import { hydrationWait } from './deferredHydration';

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
