import { Suspense, useEffect, useState, type ComponentType, type RefObject } from 'react';
import type { CourseDetail } from '@contract/types';
import { BOTTOM_BAR_ROOM } from '@/components/feedback/toastRoom';
import { preloadableLazy } from '@/lib/preloadableLazy';
import type { CourseBuyBarPanelProps } from './CourseBuyBarPanel';

/** The bar's height, kept free at the foot of the page on phones so it never covers the footer. */
export const BUY_BAR_ROOM = BOTTOM_BAR_ROOM;

// The bar's own code comes once the page has rendered (it shows only after a scroll), in the chunk
// the course page loads then anyway: the reviews' (LazyCourseReviews).
const CourseBuyBarPanel = preloadableLazy<CourseBuyBarPanelProps>(
  () => import(/* webpackChunkName: "course-reviews" */ './CourseBuyBarPanel'),
);

interface CourseBuyBarProps {
  course: CourseDetail;
  /** The price box: the bar shows once it has scrolled up out of view. */
  priceBox: RefObject<HTMLElement | null>;
  PurchaseAction: ComponentType<{ course: CourseDetail }>;
}

/**
 * On phones and tablets the price box scrolls away with the page (it stays in view only beside
 * the text on wide screens): once it has gone up out of view, this bar at the foot of the screen
 * keeps the price and the buying action at hand. Drawn only in the browser, after the page.
 */
export function CourseBuyBar({ course, priceBox, PurchaseAction }: CourseBuyBarProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    void CourseBuyBarPanel.preload();
    const box = priceBox.current;
    if (!box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [priceBox]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CourseBuyBarPanel course={course} PurchaseAction={PurchaseAction} />
    </Suspense>
  );
}
