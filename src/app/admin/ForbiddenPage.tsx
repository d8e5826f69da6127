import HomeIcon from '@mui/icons-material/HomeOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export const STAFF_ONLY_TEXT = 'This page is for academy staff.';

/** What a signed-in learner sees at a staff address (the server answers 403 there too). */
export function ForbiddenPage() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        Not allowed
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem', mb: 4 }}>
        {STAFF_ONLY_TEXT}
      </Typography>
      <Button
        component={RouterLink}
        to={paths.home}
        variant="contained"
        size="large"
        startIcon={<HomeIcon />}
      >
        Back to home
      </Button>
    </Container>
  );
}
