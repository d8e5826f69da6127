import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { GridList } from '@/components/GridList';
import { EXPERTISE } from '../data/aboutContent';
import { ExpertiseCard } from './ExpertiseCard';

export function ExpertiseSection() {
  return (
    <Box
      component="section"
      aria-labelledby="expertise-heading"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Typography
          id="expertise-heading"
          variant="h2"
          sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}
        >
          Our Expertise
        </Typography>
        <GridList
          sx={{
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
          }}
        >
          {EXPERTISE.map((item) => (
            <ExpertiseCard key={item.title} {...item} />
          ))}
        </GridList>
      </Container>
    </Box>
  );
}
