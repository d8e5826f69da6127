import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

interface RenderNearViewportProps {
  /** The height the content will take (a responsive `minHeight`), held until it has rendered. */
  reserve: number | Partial<Record<Breakpoint, number>>;
  /** How far below the viewport the content starts rendering (IntersectionObserver's rootMargin). */
  margin?: string;
  /** Usually a lazy component: its code loads when its place comes near. */
  children: ReactNode;
}

/** Nothing to tell when its place comes near, or an #anchor that may point inside: at once. */
const renderAtOnce = () =>
  typeof IntersectionObserver === 'undefined' || window.location.hash !== '';
const noSubscription = () => () => undefined;
const onTheServer = () => false;

/**
 * Below-the-fold content out of the first load: `children` render once their place comes within
 * `margin` of the viewport (at once where IntersectionObserver is missing, or when the address has
 * a #anchor, which may point inside). Until then, and while their code loads, an empty block of
 * the content's height keeps the page's length, so nothing on screen moves when it arrives.
 */
export function RenderNearViewport({
  reserve,
  margin = '600px',
  children,
}: RenderNearViewportProps) {
  const [seen, setSeen] = useState(false);
  // The placeholder on the server and while hydrating its page (the server's snapshot), so the
  // page hydrates as drawn; the browser's own answer in any other render, and right after.
  const atOnce = useSyncExternalStore(noSubscription, renderAtOnce, onTheServer);
  const near = seen || atOnce;
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = placeholder.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, margin]);

  // Marked: a server-drawn page read without scripts lets this room go (server/src/lib/spaIndex.ts)
  // rather than show a blank band.
  const reserved = <Box ref={placeholder} data-below-fold="" sx={{ minHeight: reserve }} />;
  if (!near) return reserved;
  return <Suspense fallback={reserved}>{children}</Suspense>;
}
