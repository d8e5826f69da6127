import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ACADEMY_NAME } from '@contract/constants';

const POINTS = [
  'Assessments written for Indian classrooms, campuses and workplaces',
  'Every answer reviewed by an experienced language evaluator',
  'Practical reports that tell you what to practise next',
];

export function AboutTeaser() {
  return (
    <Box
      component="section"
      aria-labelledby="about-teaser-heading"
      sx={{ py: { xs: 8, md: 10 }, bgcolor: 'background.paper' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 8 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <Box
          component="img"
          src="/images/site/about.svg"
          alt=""
          width={440}
          height={340}
          sx={{ width: '100%', maxWidth: 440, height: 'auto', justifySelf: 'center' }}
        />
        <Box>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'secondary.dark', fontWeight: 700, letterSpacing: 1.5 }}
          >
            About us
          </Typography>
          <Typography
            id="about-teaser-heading"
            variant="h2"
            sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 2 }}
          >
            Transforming Ambition into Achievement
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            {ACADEMY_NAME} helps students and professionals turn good English into great
            opportunities: a place at a university abroad, a first job in a BPO, a promotion that
            depends on how you present.
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mb: 4 }}>
            {POINTS.map((point) => (
              <Stack
                component="li"
                key={point}
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'flex-start' }}
              >
                <CheckIcon aria-hidden sx={{ color: 'success.main', mt: 0.25 }} />
                <Typography>{point}</Typography>
              </Stack>
            ))}
          </Stack>
          <Button
            component={RouterLink}
            to={paths.about}
            variant="outlined"
            size="large"
            endIcon={<ArrowForwardIcon />}
          >
            Learn more about us
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
