import ContactIcon from '@mui/icons-material/EmailOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import AboutIcon from '@mui/icons-material/InfoOutlined';
import CoursesIcon from '@mui/icons-material/OndemandVideoOutlined';
import TestsIcon from '@mui/icons-material/QuizOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { selectUser } from '@/store/auth/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { navMenuClosed, selectNavMenuOpen } from '@/store/ui/uiSlice';
import { MenuAccountLinks } from './navMenu/MenuAccountLinks';
import { MenuGroup } from './navMenu/MenuGroup';
import { MenuGuestActions } from './navMenu/MenuGuestActions';
import { MenuHeader } from './navMenu/MenuHeader';
import { MenuItemLink } from './navMenu/MenuItemLink';
import { MenuUserCard } from './navMenu/MenuUserCard';
import { NAV_LINK_GROUPS } from './navLinks';

const LINK_ICONS: Record<string, ReactNode> = {
  [paths.home]: <HomeIcon />,
  [paths.tests]: <TestsIcon />,
  [paths.courses]: <CoursesIcon />,
  [paths.about]: <AboutIcon />,
  [paths.contact]: <ContactIcon />,
};

/**
 * The menu on a narrow window: the academy's name, who is signed in, the site's pages in groups,
 * then the learner's account (or Sign Up / Sign In for a visitor).
 */
export default function NavMenuDrawer() {
  const open = useAppSelector(selectNavMenuOpen);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const close = () => dispatch(navMenuClosed());

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={close}
      slotProps={{ paper: { 'aria-label': 'Menu', sx: { width: 300, maxWidth: '85vw' } } }}
    >
      <MenuHeader onClose={close} />
      {user && <MenuUserCard user={user} />}
      <Box component="nav" aria-label="Site">
        {NAV_LINK_GROUPS.map((group, index) => (
          <MenuGroup key={group.title} id={`menu-group-${index}`} title={group.title}>
            {group.links.map((link) => (
              <MenuItemLink
                key={link.to}
                to={link.to}
                label={link.label}
                icon={LINK_ICONS[link.to]}
                onNavigate={close}
              />
            ))}
          </MenuGroup>
        ))}
      </Box>
      <Divider sx={{ mx: 2, mt: 1 }} />
      {user ? <MenuAccountLinks onNavigate={close} /> : <MenuGuestActions onNavigate={close} />}
    </Drawer>
  );
}
