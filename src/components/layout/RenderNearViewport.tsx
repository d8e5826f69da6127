import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface RenderNearViewportProps {
  /** The height the content will take (a responsive `minHeight`), held until it has rendered. */
  reserve: number | Partial<Record<Breakpoint, number>>;
  /** How far below the viewport the content starts rendering (IntersectionObserver's rootMargin). */
  margin?: string;
  /** Usually a lazy component: its code loads when its place comes near. */
  children: ReactNode;
}

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
  // Always the placeholder at first, as on the server, so a server-rendered page hydrates as is.
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = placeholder.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined' || window.location.hash !== '') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
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
