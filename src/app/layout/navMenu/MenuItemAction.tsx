import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { menuItemSx } from './menuItemSx';

/** One action in the menu (open the cart, log out), looking like its links. */
export function MenuItemAction({
  label,
  secondary,
  icon,
  onClick,
}: {
  label: string;
  secondary?: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={onClick} sx={menuItemSx}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={label} secondary={secondary} />
      </ListItemButton>
    </ListItem>
  );
}
