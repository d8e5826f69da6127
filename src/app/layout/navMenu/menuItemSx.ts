import type { SxProps, Theme } from '@mui/material/styles';

/** A menu row: rounded, inset from the drawer's edges, the current page tinted and bold. */
export const menuItemSx: SxProps<Theme> = {
  mx: 1,
  borderRadius: 2,
  '& .MuiListItemIcon-root': { minWidth: 40, color: 'primary.main' },
  '&.active': {
    bgcolor: 'rgba(31, 58, 147, 0.08)',
    color: 'primary.dark',
    '& .MuiListItemText-primary': { fontWeight: 700 },
  },
};
