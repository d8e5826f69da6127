import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { GuidanceQuestionnaire } from './GuidanceQuestionnaire';

/** The home page's 'find your fit' band around the questionnaire. */
export function GuidanceSection() {
  return (
    <Box
      component="section"
      id="guidance"
      aria-labelledby="guidance-heading"
      sx={{ pt: { xs: 6, md: 8 }, pb: { xs: 3, md: 4 } }}
    >
      <Container maxWidth="lg">
        <Paper
          variant="outlined"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
            overflow: 'hidden',
            borderRadius: 4,
          }}
        >
          <Box
            sx={{
              bgcolor: '#fff8e6',
              p: { xs: 3, sm: 5 },
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
            }}
          >
            <Box component="img" src="/images/site/guidance.svg" alt="" width={96} height={96} />
            <Typography variant="overline" sx={{ color: 'secondary.dark', fontWeight: 700 }}>
              Not sure where to start?
            </Typography>
            <Typography
              id="guidance-heading"
              variant="h2"
              sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' } }}
            >
              Find the right test or course
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              Answer a few quick questions about your goals and we will point you to the tests and
              courses that fit. It takes less than a minute, and you can start over at any time.
            </Typography>
          </Box>
          <Box sx={{ p: { xs: 3, sm: 5 }, bgcolor: 'background.default' }}>
            <GuidanceQuestionnaire />
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
