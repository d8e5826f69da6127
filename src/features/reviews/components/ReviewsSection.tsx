import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { APP_BAR_HEIGHT } from '@/components/layout/appBarHeight';
import { REVIEWS_ANCHOR } from './reviewsAnchor';

/** The reviews' titled section, the anchor the title band's review count leads to. */
export function ReviewsSection({ children }: { children: ReactNode }) {
  return (
    <Box
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
