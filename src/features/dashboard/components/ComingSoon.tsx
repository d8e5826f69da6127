import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MY_TESTS_HEADING } from './dashboardData';

/** My Tests: tests cannot be bought yet, so there is nothing to list. */
export function ComingSoon() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 }, maxWidth: 560, mx: 'auto' }}>
      <Box component="img" src="/images/commerce/coming-soon.svg" alt="" width={160} height={140} />
      <Typography variant="h1" sx={{ mt: 2, fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {MY_TESTS_HEADING}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 2, mb: 3 }}>
        Your tests will appear here once they go on sale: take them, then see your experts&apos;
        evaluation and results.
      </Typography>
      <Button component={RouterLink} to={paths.tests} variant="outlined">
        Explore Our Tests
      </Button>
    </Box>
  );
}
