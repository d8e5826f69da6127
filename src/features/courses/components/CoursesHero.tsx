import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { HydrateLater } from '@/components/layout/HydrateLater';
import { HERO_ATTRIBUTE } from '@/components/layout/useHeroPassed';
import { COURSES_HEADING } from './coursesPageData';

/**
 * The dark band under the navbar; the navbar turns solid once it scrolls away. Text only: on a
 * first visit it keeps the server's markup and hydrates after the rest (HydrateLater), memo-ised
 * so the page drawing again does not hand it new children before its turn.
 */
export const CoursesHero = memo(function CoursesHero() {
  return (
    <Box
      component="section"
      aria-labelledby="courses-heading"
      {...{ [HERO_ATTRIBUTE]: '' }}
      sx={{
        color: 'common.white',
        py: { xs: 6, md: 9 },
        // The site's blue band with a glow in its own lighter blue (amber over navy turned muddy).
        background: [
          'radial-gradient(ellipse 60% 90% at 88% 10%, rgba(79, 104, 194, 0.55), transparent 70%)',
          'linear-gradient(160deg, #142766 0%, #1f3a93 100%)',
        ].join(', '),
      }}
    >
      <Container maxWidth="lg">
        <HydrateLater name="courses-hero">
          <Typography
            id="courses-heading"
            variant="h1"
            sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}
          >
            {COURSES_HEADING}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 640, fontSize: '1.125rem', opacity: 0.92 }}>
            Pre-recorded video courses in spoken English, accent training and interview readiness.
            Learn at your own pace and watch again whenever you need.
          </Typography>
        </HydrateLater>
      </Container>
    </Box>
  );
});
