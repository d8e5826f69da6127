import HomeIcon from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/usePageTitle';
import { PAGE_TITLES } from '@contract/pageTitles';

export const NOT_FOUND_TEXT =
  'Maybe this page moved? Got deleted? Is hiding out in quarantine? Never existed in the first place?';

export default function NotFoundPage() {
  usePageTitle(PAGE_TITLES.notFound);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box
        component="img"
        src="/images/site/not-found.svg"
        alt=""
        width={400}
        height={280}
        sx={{ width: '100%', maxWidth: 400, height: 'auto', mb: 3 }}
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        Page not found
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem', mb: 4 }}>
        {NOT_FOUND_TEXT}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button
          component={RouterLink}
          to={paths.home}
          variant="contained"
          size="large"
          startIcon={<HomeIcon />}
        >
          Back to home
        </Button>
        <Button component={RouterLink} to={paths.contact} variant="outlined" size="large">
          Contact us
        </Button>
      </Stack>
    </Container>
  );
}
