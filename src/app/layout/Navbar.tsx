import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { APP_BAR_HEIGHT } from '@/components/layout/appBarHeight';
import { Logo } from '@/components/layout/Logo';
import { useHeroPassed } from '@/components/layout/useHeroPassed';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { navMenuOpened, selectNavMenuOpen } from '@/store/ui/uiSlice';
import { AccountActions } from './AccountActions';
import { NAV_LINKS } from './navLinks';

// Only narrow windows open the menu drawer: its code loads then.
const NavMenuDrawer = lazy(() => import(/* webpackChunkName: "nav-menu" */ './NavMenuDrawer'));

/** The main navbar: dark over the hero, light with a shadow once the hero is passed. */
export function Navbar() {
  const scrolled = useHeroPassed();
  const dispatch = useAppDispatch();
  const menuOpen = useAppSelector(selectNavMenuOpen);

  return (
    <AppBar
      position="sticky"
      data-scrolled={scrolled}
      sx={{
        bgcolor: scrolled ? 'background.paper' : 'primary.dark',
        color: scrolled ? 'primary.dark' : 'common.white',
        boxShadow: scrolled ? '0 2px 12px rgba(20, 39, 102, 0.12)' : 'none',
        transition: 'background-color 200ms, color 200ms, box-shadow 200ms',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 2 }, minHeight: APP_BAR_HEIGHT }}>
          <IconButton
            color="inherit"
            aria-label="Open menu"
            onClick={() => dispatch(navMenuOpened())}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Logo />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 'auto' }}
          >
            {NAV_LINKS.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end
                color="inherit"
                sx={{ '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ ml: { xs: 'auto', md: 0 } }}>
            <AccountActions solid={scrolled} />
          </Box>
        </Toolbar>
      </Container>
      {menuOpen && (
        <Suspense fallback={null}>
          <NavMenuDrawer />
        </Suspense>
      )}
    </AppBar>
  );
}
