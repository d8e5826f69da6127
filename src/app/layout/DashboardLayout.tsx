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
import { NavIconLink } from '@/components/layout/NavIconLink';
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
      <AppBar
        position="sticky"
        sx={{ bgcolor: 'background.paper', color: 'primary.dark', boxShadow: 1 }}
      >
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 2, flexWrap: 'wrap' }}>
            <Logo />
            <Tabs value={current} aria-label="Dashboard sections" sx={{ mx: 'auto' }}>
              {TABS.map((tab) => (
                <Tab key={tab.to} label={tab.label} component={RouterLink} to={tab.to} />
              ))}
            </Tabs>
            <Stack direction="row" spacing={0.5}>
              <NavIconLink to={paths.home} label="Home">
                <HomeIcon />
              </NavIconLink>
              <NavIconLink to={paths.profile} label="Profile">
                <PersonIcon />
              </NavIconLink>
              <LogoutButton />
            </Stack>
          </Toolbar>
        </Container>
      </AppBar>
      <Container component="main" id="main" maxWidth="lg" sx={{ py: 4 }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
