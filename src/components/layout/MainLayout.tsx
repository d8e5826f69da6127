import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { ScrollToTop } from './ScrollToTop';

const CartDrawer = lazy(
  () => import(/* webpackChunkName: "cart-drawer" */ '@/features/cart/components/CartDrawer'),
);

/** Navbar, cart drawer and footer around the site's pages. */
export function MainLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <Navbar />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <Suspense fallback={null}>
        <CartDrawer />
      </Suspense>
    </Box>
  );
}
