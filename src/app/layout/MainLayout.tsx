import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { Footer } from '@/components/layout/Footer';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { MAIN_ID, SkipLink } from '@/components/layout/SkipLink';
import { CartDrawerSlot } from './CartDrawerSlot';
import { Navbar } from './Navbar';

/** Navbar, cart drawer and footer around the site's pages. */
export function MainLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <ScrollToTop />
      <Navbar />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageSpinner minHeight="100vh" />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <CartDrawerSlot />
    </Box>
  );
}
