import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HERO_ATTRIBUTE } from '@/components/layout/useHeroPassed';
import { COURSES_HEADING } from './coursesPageData';

/** The dark band under the navbar; the navbar turns solid once it scrolls away. */
export function CoursesHero() {
  return (
    <Box
      component="section"
      aria-labelledby="courses-heading"
      {...{ [HERO_ATTRIBUTE]: '' }}
      sx={{
        bgcolor: 'primary.dark',
        color: 'common.white',
        py: { xs: 6, md: 9 },
        backgroundImage:
          'radial-gradient(circle at 85% 20%, rgba(245, 158, 11, 0.25), transparent 45%)',
      }}
    >
      <Container maxWidth="lg">
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
      </Container>
    </Box>
  );
}
