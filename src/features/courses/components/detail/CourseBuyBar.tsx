import { lazy, Suspense, useEffect, useState, type ComponentType, type RefObject } from 'react';
import type { CourseDetail } from '@contract/types';
import { BOTTOM_BAR_ROOM } from '@/components/feedback/toastRoom';

/** The bar's height, kept free at the foot of the page on phones so it never covers the footer. */
export const BUY_BAR_ROOM = BOTTOM_BAR_ROOM;

// The bar's own code comes when it first shows, after a scroll past the price box, in the chunk of
// the reviews further down (LazyCourseReviews). Fetching it on the first load instead added a task
// of 10-20 ms to the page's start (adding a script element is not cheap on a phone).
const CourseBuyBarPanel = lazy(
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
