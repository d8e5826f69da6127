import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { Logo } from '@/components/layout/Logo';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { MAIN_ID, SkipLink } from '@/components/layout/SkipLink';

/** A quiet frame for the account screens: the logo bar and one centred column. */
export default function AuthLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <ScrollToTop />
      <AppBar position="static" sx={{ bgcolor: 'primary.dark' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters>
            <Logo />
          </Toolbar>
        </Container>
      </AppBar>
      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        maxWidth="sm"
        sx={{ py: { xs: 4, md: 8 }, outline: 'none' }}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
