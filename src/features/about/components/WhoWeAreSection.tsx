import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { WHO_WE_ARE } from '../data/aboutContent';

export function WhoWeAreSection() {
  return (
    <Box component="section" aria-labelledby="who-we-are-heading" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="md">
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'secondary.dark', fontWeight: 700, letterSpacing: 1.5 }}
        >
          Our story
        </Typography>
        <Typography id="who-we-are-heading" variant="h2" sx={{ mb: 3 }}>
          Who We Are
        </Typography>
        {WHO_WE_ARE.map((paragraph, index) => (
          <Typography
            key={paragraph}
            sx={{
              mb: 2,
              fontSize: index === 0 ? '1.2rem' : '1.05rem',
              color: index === 0 ? 'text.primary' : 'text.secondary',
            }}
          >
            {paragraph}
          </Typography>
        ))}
      </Container>
    </Box>
  );
}
