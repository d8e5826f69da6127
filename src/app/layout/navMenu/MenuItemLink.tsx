import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { menuItemSx } from './menuItemSx';

/** One page in the menu, marked as the current one (aria-current) when it is shown. */
export function MenuItemLink({
  to,
  label,
  icon,
  onNavigate,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  onNavigate: () => void;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={to} end onClick={onNavigate} sx={menuItemSx}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
