import { useEffect, type RefObject } from 'react';

/** Calls `preload` once the element comes within `margin` of the viewport (or at once without IO). */
export function usePreloadNearViewport(
  element: RefObject<Element | null>,
  preload: () => unknown,
  margin = '400px',
): void {
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      preload();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        preload();
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, preload, margin]);
}
