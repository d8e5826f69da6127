import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { navMenuClosed, selectNavMenuOpen } from '@/store/ui/uiSlice';
import { NAV_LINKS } from './navLinks';

/** The site links on a narrow window. */
export default function NavMenuDrawer() {
  const open = useAppSelector(selectNavMenuOpen);
  const dispatch = useAppDispatch();
  const close = () => dispatch(navMenuClosed());
  return (
    <Drawer anchor="left" open={open} onClose={close}>
      <nav aria-label="Site">
        <List sx={{ width: 240, pt: 2 }}>
          {NAV_LINKS.map((link) => (
            <ListItemButton key={link.to} component={NavLink} to={link.to} end onClick={close}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
      </nav>
    </Drawer>
  );
}
