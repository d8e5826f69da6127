import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { CartDrawerSlot } from './CartDrawerSlot';
import { Footer } from '@/components/layout/Footer';
import { Navbar } from './Navbar';
import { ScrollToTop } from '@/components/layout/ScrollToTop';

/** Navbar, cart drawer and footer around the site's pages. */
export function MainLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <Navbar />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Suspense fallback={<PageSpinner minHeight="100vh" />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <CartDrawerSlot />
    </Box>
  );
}
