import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ComponentType, type RefObject } from 'react';
import type { CourseDetail } from '@contract/types';
import { BOTTOM_BAR_CLASS, BOTTOM_BAR_ROOM } from '@/components/feedback/toastRoom';
import { formatRupees } from '@/lib/format';

/** The bar's height, kept free at the foot of the page on phones so it never covers the footer. */
export const BUY_BAR_ROOM = BOTTOM_BAR_ROOM;

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
    <Paper
      component="section"
      aria-label="Buy this course"
      // The toasts on a phone sit above it (toastPlacement.ts).
      className={BOTTOM_BAR_CLASS}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: { xs: 'flex', md: 'none' },
        alignItems: 'center',
        gap: 2,
        px: 2,
        pt: 1.5,
        pb: 'calc(12px + env(safe-area-inset-bottom))',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          {course.title}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'primary.dark' }}>
          {formatRupees(course.price)}
        </Typography>
      </Box>
      <PurchaseAction course={course} />
    </Paper>
  );
}
