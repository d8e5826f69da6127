import HomeIcon from '@mui/icons-material/HomeOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { Logo } from '@/components/layout/Logo';
import { APP_BAR_HEIGHT } from '@/components/layout/appBarHeight';
import { NavAction } from '@/components/layout/NavAction';
import { MAIN_ID, SkipLink } from '@/components/layout/SkipLink';
import { paths } from '@/config/paths';
import { LogoutButton } from '@/features/auth/components/LogoutButton';

const TABS = [
  { label: 'Courses', to: `${paths.dashboard}/` },
  { label: 'Tests', to: paths.dashboardTests },
];

/** The learner's dashboard: tabs Courses and Tests, plus home, profile and logout. */
export default function DashboardLayout() {
  const { pathname } = useLocation();
  const current = pathname.startsWith(paths.dashboardTests) ? 1 : 0;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar
        position="sticky"
        sx={{ bgcolor: 'background.paper', color: 'primary.dark', boxShadow: 1 }}
      >
        <Container maxWidth="lg">
          {/* One row at every width: on a phone the tabs narrow and the actions are icons. */}
          <Toolbar disableGutters sx={{ gap: { xs: 1, sm: 2 }, minHeight: APP_BAR_HEIGHT }}>
            <Logo />
            <Tabs
              value={current}
              aria-label="Dashboard sections"
              sx={{
                mx: 'auto',
                minWidth: 0,
                '& .MuiTab-root': { minWidth: 0, px: { xs: 1.5, sm: 2 } },
              }}
            >
              {TABS.map((tab) => (
                <Tab key={tab.to} label={tab.label} component={RouterLink} to={tab.to} />
              ))}
            </Tabs>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <NavAction to={paths.home} label="Home" icon={<HomeIcon />} labelFrom="md" />
              <NavAction to={paths.profile} label="Profile" icon={<PersonIcon />} labelFrom="md" />
              <LogoutButton labelFrom="md" />
            </Stack>
          </Toolbar>
        </Container>
      </AppBar>
      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        maxWidth="lg"
        sx={{ py: 4, outline: 'none' }}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
