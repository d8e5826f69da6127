import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { GridList } from '@/components/GridList';
import { DIRECTORS } from '../data/aboutContent';
import { DirectorCard } from './DirectorCard';

export function DirectorsSection() {
  return (
    <Box component="section" aria-labelledby="directors-heading" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="md">
        <Typography id="directors-heading" variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
          Meet Our Directors
        </Typography>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: { xs: 4, md: 6 } }}>
          The people who shape our tests and courses.
        </Typography>
        <GridList
          sx={{
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {DIRECTORS.map((director) => (
            <DirectorCard key={director.name} {...director} />
          ))}
        </GridList>
      </Container>
    </Box>
  );
}
