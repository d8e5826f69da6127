import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** An icon that links to a page; its label is both the accessible name and the hover title. */
export function NavIconLink({
  to,
  label,
  children,
}: {
  to: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <IconButton color="inherit" component={RouterLink} to={to} aria-label={label} title={label}>
      {children}
    </IconButton>
  );
}
