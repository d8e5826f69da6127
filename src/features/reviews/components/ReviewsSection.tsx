import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { APP_BAR_HEIGHT } from '@/components/layout/appBarHeight';
import { REVIEWS_ANCHOR } from './reviewsAnchor';

/** The reviews' titled section, the anchor the title band's review count leads to. */
export function ReviewsSection({ children }: { children: ReactNode }) {
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // An address ending in #reviews: the section appears after the page has loaded, too late for
  // the frame's own scroll to the anchor.
  useEffect(() => {
    if (hash === `#${REVIEWS_ANCHOR}`) section.current?.scrollIntoView();
  }, [hash]);
  return (
    <Box
      ref={section}
      component="section"
      id={REVIEWS_ANCHOR}
      aria-labelledby="reviews-heading"
      sx={{ scrollMarginTop: APP_BAR_HEIGHT + 16, display: 'grid', gap: 3 }}
    >
      <Typography id="reviews-heading" variant="h5" component="h2">
        Reviews
      </Typography>
      {children}
    </Box>
  );
}
