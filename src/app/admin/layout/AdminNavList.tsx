import BackIcon from '@mui/icons-material/ArrowBack';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectConsoleAreas, selectIsAdmin } from '@/store/auth/roleSelectors';
import { useAppSelector } from '@/store/hooks';
import { ADMIN_NAV_ITEMS, type AdminNavItem } from './adminNavItems';

const isCurrent = (item: AdminNavItem, pathname: string) => {
  if (item.exact) return pathname === item.to || pathname === `${item.to}/`;
  if (item.except && pathname.startsWith(item.except)) return false;
  return pathname.startsWith(item.to);
};

/**
 * The console's places the account's role opens (evaluators: marking only; Staff and the marking
 * overview for admins) and the way back to the site.
 */
export function AdminNavList({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const admin = useAppSelector(selectIsAdmin);
  const areas = useAppSelector(selectConsoleAreas);
  const items = ADMIN_NAV_ITEMS.filter(
    (item) => areas.includes(item.area) && (admin || !item.adminOnly),
  );
  return (
    <nav aria-label="Staff console">
      <List>
        {items.map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.to}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton component={RouterLink} to={paths.home} onClick={onNavigate}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <BackIcon />
            </ListItemIcon>
            <ListItemText primary="Back to the site" />
          </ListItemButton>
        </ListItem>
      </List>
    </nav>
  );
}
