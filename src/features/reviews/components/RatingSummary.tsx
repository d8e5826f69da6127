import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReviewsSummary } from '@contract/types';
import { formatAverage, reviewCount } from '@/lib/rating';
import { RatingDistribution } from './RatingDistribution';
import { ReviewStars } from './ReviewStars';

/** The average in large type with its stars and count, beside the 5→1 distribution. */
export function RatingSummary({ summary }: { summary: ReviewsSummary }) {
  if (summary.count === 0) {
    return (
      <Typography color="text.secondary">
        No reviews yet. Learners who bought the course can be the first to review it.
      </Typography>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'auto minmax(0, 1fr)' },
        gap: { xs: 2, sm: 4 },
        alignItems: 'center',
      }}
    >
      <Box sx={{ textAlign: { sm: 'center' } }}>
        <Typography
          aria-hidden="true"
          sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1, color: 'primary.dark' }}
        >
          {formatAverage(summary.average)}
        </Typography>
        <ReviewStars value={summary.average} />
        <Typography color="text.secondary">{reviewCount(summary.count)}</Typography>
      </Box>
      <RatingDistribution summary={summary} />
    </Box>
  );
}
