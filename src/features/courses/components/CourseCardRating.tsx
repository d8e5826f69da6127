import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CourseRating } from '@contract/types';
import { formatAverage, ratingLabel, reviewCount } from '@/lib/rating';
import { visuallyHidden } from '@/lib/visuallyHidden';

/**
 * '★ 4.6 (23)' on a catalogue card: a star glyph and text, not MUI's Rating, to keep the catalogue's
 * first load small. Nothing while a course has no reviews.
 */
export function CourseCardRating({ rating }: { rating: CourseRating }) {
  if (rating.count === 0) return null;
  return (
    <Typography sx={{ fontSize: '0.95rem', color: 'text.secondary' }}>
      <Box component="span" aria-hidden="true">
        <Box component="span" sx={{ color: 'secondary.main' }}>
          ★
        </Box>{' '}
        <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {formatAverage(rating.average)}
        </Box>{' '}
        ({rating.count})
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {`${ratingLabel(rating.average)}, ${reviewCount(rating.count)}`}
      </Box>
    </Typography>
  );
}
