import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { courseHighlights } from '../model/courseExcerpt';

const HIGHLIGHT_COUNT = 2;

/** The featured card's first points of the description, shown where it sits beside its picture. */
export function CourseHighlights({ description }: { description: string }) {
  const highlights = useMemo(() => courseHighlights(description, HIGHLIGHT_COUNT), [description]);
  if (highlights.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{ display: { xs: 'none', md: 'grid' }, gap: 0.75, m: 0, mt: 1, p: 0, listStyle: 'none' }}
    >
      {highlights.map((highlight) => (
        <Box
          component="li"
          key={highlight}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.primary' }}
        >
          <CheckIcon fontSize="small" sx={{ color: 'success.main', mt: '2px' }} aria-hidden />
          {highlight}
        </Box>
      ))}
    </Box>
  );
}
