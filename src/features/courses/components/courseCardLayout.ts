import type { SxProps, Theme } from '@mui/material/styles';

const EXCERPT_LINES = 3;

/**
 * The excerpt, cut at three lines and, where cards stand side by side (sm up), always as tall as
 * that, so their prices and buttons line up.
 */
export const excerptSx: SxProps<Theme> = {
  color: 'text.secondary',
  display: '-webkit-box',
  WebkitLineClamp: EXCERPT_LINES,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: { sm: `${EXCERPT_LINES}lh` },
};

/** The featured card has its row to itself: its excerpt takes the lines it needs, up to four. */
export const featuredExcerptSx: SxProps<Theme> = {
  color: 'text.secondary',
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};

/**
 * The page's first card takes the whole row, so seven cards read as one feature and rows of
 * three (or two) below it. From md up its picture sits beside the text.
 */
export const cardSx: SxProps<Theme> = { display: 'flex', flexDirection: 'column' };

export const featuredCardSx: SxProps<Theme> = {
  display: 'flex',
  flexDirection: { xs: 'column', md: 'row' },
  gridColumn: '1 / -1',
  '& .CourseCard-picture': { flex: { md: '0 0 56%' } },
  // Beside the text the picture fills its side from top to bottom; if the text is the taller, the
  // picture gives up its right edge, never the course name written on its left.
  '& .CourseCard-picture img': { height: { md: '100%' }, objectPosition: 'left center' },
  '& .MuiCardContent-root': { p: { md: 4 }, pb: { md: 2 } },
  '& .MuiCardActions-root': { px: { md: 4 }, pb: { md: 4 } },
};
