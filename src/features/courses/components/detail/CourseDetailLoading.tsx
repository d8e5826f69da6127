import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';

/** The page's frame while the course loads: the title band and a screen's height below it. */
export function CourseDetailLoading() {
  return (
    <Box aria-busy="true" aria-label="Loading the course" sx={{ minHeight: '100vh' }}>
      <Box sx={{ bgcolor: 'primary.dark', py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Skeleton
            variant="text"
            width="60%"
            height={56}
            sx={{ bgcolor: 'rgba(255,255,255,0.15)' }}
          />
          <Skeleton variant="text" width="80%" sx={{ bgcolor: 'rgba(255,255,255,0.15)' }} />
        </Container>
      </Box>
    </Box>
  );
}
