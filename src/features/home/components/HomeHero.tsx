import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ACADEMY_NAME } from '@contract/constants';
import { PageHero } from './PageHero';

const HIGHLIGHTS = [
  'Marked by expert evaluators',
  'Made for learners across India',
  'Results on your dashboard',
];

export function HomeHero() {
  return (
    <PageHero
      eyebrow={ACADEMY_NAME}
      title={
        <>
          Speak with confidence.{' '}
          <Box component="span" sx={{ color: 'secondary.light' }}>
            Prove it with a score.
          </Box>
        </>
      }
      subtitle="English-proficiency tests and recorded video courses for students and working professionals: from IELTS practice and accent training to BPO interview readiness."
      image={{ src: '/images/site/hero.webp', width: 480, height: 400 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          component={RouterLink}
          to={paths.tests}
          variant="contained"
          color="secondary"
          size="large"
          endIcon={<ArrowForwardIcon />}
        >
          Explore Tests
        </Button>
        <Button
          component={RouterLink}
          to={paths.courses}
          variant="outlined"
          size="large"
          sx={{
            color: 'common.white',
            borderColor: 'rgba(255,255,255,0.7)',
            '&:hover': { borderColor: 'common.white' },
          }}
        >
          Browse Courses
        </Button>
      </Stack>
      <Stack
        component="ul"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ listStyle: 'none', p: 0, mt: 4, mb: 0 }}
      >
        {HIGHLIGHTS.map((text) => (
          <Stack
            component="li"
            key={text}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <CheckCircleIcon fontSize="small" sx={{ color: 'secondary.light' }} aria-hidden />
            <Typography variant="body2">{text}</Typography>
          </Stack>
        ))}
      </Stack>
    </PageHero>
  );
}
