import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReviewsSummary } from '@contract/types';
import { reviewCount } from '@/lib/rating';
import { visuallyHidden } from '@/lib/visuallyHidden';

const STARS = [5, 4, 3, 2, 1] as const;

/** How many reviews gave 5 stars, 4 stars … 1 star, each with a bar of its share. */
export function RatingDistribution({ summary }: { summary: ReviewsSummary }) {
  return (
    <Box
      component="ul"
      aria-label="Reviews by number of stars"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
    >
      {STARS.map((stars) => {
        const count = summary.distribution[stars];
        const share = summary.count ? (count / summary.count) * 100 : 0;
        return (
          <Typography
            component="li"
            key={stars}
            sx={{ display: 'grid', gridTemplateColumns: '4.5rem 1fr 2.5rem', gap: 1.5 }}
          >
            <span>
              {stars} {stars === 1 ? 'star' : 'stars'}
            </span>
            <Box
              aria-hidden="true"
              sx={{ alignSelf: 'center', height: 10, borderRadius: 5, bgcolor: 'grey.200' }}
            >
              <Box
                sx={{
                  width: `${share}%`,
                  height: '100%',
                  borderRadius: 5,
                  bgcolor: 'secondary.main',
                }}
              />
            </Box>
            <Box component="span" sx={{ textAlign: 'right', color: 'text.secondary' }}>
              <span aria-hidden="true">{count}</span>
              <Box component="span" sx={visuallyHidden}>
                {reviewCount(count)}
              </Box>
            </Box>
          </Typography>
        );
      })}
    </Box>
  );
}
