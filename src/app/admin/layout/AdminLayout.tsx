import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { MAIN_ID, SkipLink } from '@/components/layout/SkipLink';
import { usePageTitle } from '@/lib/usePageTitle';
import { AdminNavList } from './AdminNavList';
import { ConsoleAccount } from './ConsoleAccount';

const DRAWER_WIDTH = 232;

/** The staff console's frame: a side navigation (permanent from md up, a drawer on phones). */
export default function AdminLayout() {
  const [open, setOpen] = useState(false);
  usePageTitle('Staff console | Vaani Academy');
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open the console menu"
            onClick={() => setOpen(true)}
            sx={{ mr: 1, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography component="p" variant="h6" noWrap sx={{ minWidth: 0 }}>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Vaani Academy ·{' '}
            </Box>
            Staff console
          </Typography>
          <ConsoleAccount />
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        <AdminNavList onNavigate={() => setOpen(false)} />
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          // The paper is fixed to the window; the column under it stretches with the page, so the
          // sidebar's background and edge reach the bottom of a long page in any rendering.
          alignSelf: 'stretch',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <AdminNavList />
      </Drawer>
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}
      >
        <Toolbar />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
